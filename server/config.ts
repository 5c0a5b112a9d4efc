import path from 'node:path';
import { DEFAULT_PRODUCT_NAME } from '../src/constants';

/** All configuration comes from the environment; defaults give a working demo with no set-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  productName: string;
  tokenTtlHours: number;
  loginRateLimit: number;
  enquiryRateLimit: number;
  trustProxy: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  geoLookupUrl: string | null;
  logLevel: string;
  seed: boolean;
  /** Upload limits for POST /api/media (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_PDF_MB). */
  mediaMaxImageBytes: number;
  mediaMaxPdfBytes: number;
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/+$/, ''),
    productName: env.PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 12, 'TOKEN_TTL_HOURS'),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    enquiryRateLimit: int(env.ENQUIRY_RATE_LIMIT, 10, 'ENQUIRY_RATE_LIMIT'),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY || '').toLowerCase()),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    geoLookupUrl: env.GEO_LOOKUP_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    seed: env.SEED !== '0',
    mediaMaxImageBytes: Math.round(int(env.MEDIA_MAX_IMAGE_MB, 15, 'MEDIA_MAX_IMAGE_MB') * 1024 * 1024),
    mediaMaxPdfBytes: Math.round(int(env.MEDIA_MAX_PDF_MB, 30, 'MEDIA_MAX_PDF_MB') * 1024 * 1024),
    ...overrides,
  };
}
