import path from 'node:path';
import { DEFAULT_PRODUCT_NAME } from '../src/constants';
import { isHttpUrl, withoutTrailingSlashes } from '../src/text';
// The HTTP cache (issue 32)
import { parseHttpCacheSettings, type HttpCacheSettings } from './lib/http-cache-settings';
import { parseReplicaSettings, type ReplicaSettings } from './replicas/settings';

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
  /** Which proxies to believe about the client address: a hop count, or their addresses/CIDR ranges; false: none. */
  trustProxy: false | number | string[];
  /** Absolute lifetime of a sign-in token, however active its use (TOKEN_MAX_DAYS). */
  tokenMaxDays: number;
  /** Page renders that miss the cache, per client per minute (RENDER_RATE_LIMIT); 0 turns the limit off. */
  renderRateLimit: number;
  /** Cold renders at once (RENDER_CONCURRENCY) and how many more may wait (RENDER_QUEUE_MAX) before a 503. */
  renderConcurrency: number;
  renderQueueMax: number;
  /** RENDER_CACHE=off renders every request afresh: for measuring cold renders (npm run bench), never for visitors. */
  renderCache: boolean;
  adminEmail: string | null;
  adminPassword: string | null;
  geoLookupUrl: string | null;
  logLevel: string;
  seed: boolean;
  /** Upload limits for POST /api/media (MEDIA_MAX_IMAGE_MB, MEDIA_MAX_PDF_MB). */
  mediaMaxImageBytes: number;
  mediaMaxPdfBytes: number;
  /** Lead delivery (issue 12): SMTP_URL (smtp://user:pass@host:587 or smtps://...), MAIL_FROM; unset: no e-mail. */
  smtpUrl: string | null;
  mailFrom: string;
  /** LEAD_NOTIFY_TO: comma-separated addresses written to the lead settings when they are empty. */
  leadNotifyTo: string | null;
  /** WEBHOOK_URL and WEBHOOK_SECRET: a signed JSON POST per new lead; unset: no webhook. */
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** How often the outbox worker looks for due deliveries (OUTBOX_POLL_MS), and its retry schedule. */
  outboxPollMs: number;
  outboxMaxAttempts: number;
  outboxBaseDelayMs: number;
  /** How long a worker holds a delivery before another may take it over (after a crash): OUTBOX_LEASE_MS. */
  outboxLeaseMs: number;
  /** Redis shared by several instances (rate limits, content-change notices); null: one instance, all in memory. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel, so several sites (or test runs) can share one Redis. */
  redisPrefix: string;
  /** Bearer token for GET /metrics; null: /metrics answers 404. */
  metricsToken: string | null;
  /** Mean event-loop delay (ms, per second) above which requests get 503 with Retry-After; 0 turns it off. */
  maxEventLoopDelayMs: number;
  // Market evidence (issue 25)
  /** The HTTP cache (issue 32): Cache-Control lifetimes for shared caches and the purge targets (server/lib/http-cache-settings.ts). */
  httpCache: HttpCacheSettings;
  /** How often each instance checks whether an import elsewhere (the command) changed the figures (MARKET_POLL_MS). */
  marketPollMs: number;
  /** Where uploads and their variants are kept (MEDIA_STORAGE): the local DATA_DIR/uploads folder, or an S3-compatible bucket. */
  mediaStorage: 'local' | 's3';
  /** The bucket when MEDIA_STORAGE=s3; null otherwise. */
  s3: S3Settings | null;
  /** Conversations (issue 29): WHATSAPP_VERIFY_TOKEN answers the webhook's GET handshake; WHATSAPP_APP_SECRET checks each POST's X-Hub-Signature-256. */
  whatsappVerifyToken: string | null;
  whatsappAppSecret: string | null;
  /** WhatsApp both ways (issue 40): the Graph API's base (WHATSAPP_GRAPH_URL), the sending number's id and the access token; sending is off without both. */
  whatsappGraphUrl: string;
  whatsappPhoneNumberId: string | null;
  whatsappAccessToken: string | null;
  /** Read replicas (issue 32): DATABASE_REPLICA_URLS and their lag, check and read-your-writes settings (server/replicas/settings.ts). */
  replicas: ReplicaSettings;
  /** LIST_CACHE=off reads every anonymous list from the database (for measuring the query, npm run bench); on by default. */
  listCache: boolean;
  /** Editorial safety (issue 31): PREVIEW_SECRET signs preview links (HMAC-SHA256); unset: a random one per process (links end at a restart). */
  previewSecret: string | null;
}

/** S3_* settings. Keys left unset fall back to the AWS SDK's own chain (AWS_* variables, an instance role). */
export interface S3Settings {
  /** S3_ENDPOINT: an S3-compatible service (MinIO, R2, Spaces...); null: AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE: bucket in the path (most S3-compatible services) rather than in the host name. */
  forcePathStyle: boolean;
  /** S3_PREFIX: a folder inside the bucket, so several sites can share one bucket. */
  keyPrefix: string;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** MEDIA_STORAGE=s3 needs a bucket; keys come as a pair; a bad value stops the start with a message naming the variable. */
export function parseS3Settings(env: NodeJS.ProcessEnv): S3Settings {
  const bucket = (env.S3_BUCKET ?? '').trim();
  if (!bucket) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET (the bucket that holds the uploads)');
  if (!BUCKET_NAME.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots and hyphens), got "${bucket.slice(0, 80)}"`);
  const endpoint = optionalHttpUrl(env.S3_ENDPOINT, 'S3_ENDPOINT');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS credential chain');
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (pathStyle && !['0', '1', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle.slice(0, 20)}"`);
  const keyPrefix = (env.S3_PREFIX ?? '').trim().split('/').filter(Boolean).join('/');
  if (keyPrefix && !/^[\w.-]+(\/[\w.-]+)*$/.test(keyPrefix)) throw new Error(`S3_PREFIX must be a folder name of letters, digits, dots, hyphens and slashes, got "${keyPrefix.slice(0, 80)}"`);
  return {
    endpoint: endpoint ? withoutTrailingSlashes(endpoint) : null,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // A custom endpoint usually means an S3-compatible service, which expects the bucket in the path.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : !!endpoint,
    keyPrefix: keyPrefix ? `${keyPrefix}/` : '',
  };
}

function optionalHttpUrl(value: string | undefined, name: string): string | null {
  if (!value) return null;
  if (!isHttpUrl(value)) throw new Error(`${name} must be an http:// or https:// address, got "${value.slice(0, 80)}"`);
  return value;
}

const withoutTrailingSlash = (url: string) => {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
};

/** WHATSAPP_PHONE_NUMBER_ID is a path segment of the Graph API's address: digits only. */
function whatsappPhoneNumberId(value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (!/^\d{1,30}$/.test(v)) throw new Error('WHATSAPP_PHONE_NUMBER_ID must be the digits of the phone number id (WhatsApp Manager, API setup)');
  return v;
}

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off (got "${value.slice(0, 40)}")`);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return n;
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:.]{2,45}(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset or 0 -> trust no proxy; a whole number N -> the N proxies nearest to us (X-Forwarded-For is
 * read from the right); otherwise a comma-separated list of proxy addresses or CIDR ranges. Never "every
 * proxy": then any client could choose its own address and walk past the per-address limits.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.find((s) => !(IPV4.test(s) || (s.includes(':') && IPV6.test(s))));
  if (bad || list.length === 0)
    throw new Error(`TRUST_PROXY must be a number of proxy hops (for example 1) or a comma-separated list of proxy addresses or CIDR ranges (for example 10.0.0.0/8); "${bad ?? value}" is neither`);
  return list;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const mediaStorage = (env.MEDIA_STORAGE || 'local').trim().toLowerCase();
  if (mediaStorage !== 'local' && mediaStorage !== 's3') throw new Error(`MEDIA_STORAGE must be local or s3, got "${mediaStorage.slice(0, 40)}"`);
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl,
    publicUrl: withoutTrailingSlashes(env.PUBLIC_URL || `http://${host}:${port}`),
    productName: env.PRODUCT_NAME || DEFAULT_PRODUCT_NAME,
    tokenTtlHours: int(env.TOKEN_TTL_HOURS, 12, 'TOKEN_TTL_HOURS'),
    loginRateLimit: int(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    enquiryRateLimit: int(env.ENQUIRY_RATE_LIMIT, 10, 'ENQUIRY_RATE_LIMIT'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    tokenMaxDays: int(env.TOKEN_MAX_DAYS, 30, 'TOKEN_MAX_DAYS'),
    renderRateLimit: int(env.RENDER_RATE_LIMIT, 300, 'RENDER_RATE_LIMIT'),
    renderConcurrency: Math.max(1, int(env.RENDER_CONCURRENCY, 2, 'RENDER_CONCURRENCY')),
    renderQueueMax: int(env.RENDER_QUEUE_MAX, 200, 'RENDER_QUEUE_MAX'),
    renderCache: onOff(env.RENDER_CACHE, true, 'RENDER_CACHE'),
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    geoLookupUrl: env.GEO_LOOKUP_URL || null,
    // Production logs warnings and errors only (not a line per request) unless LOG_LEVEL asks for more.
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'production' ? 'warn' : 'info'),
    seed: env.SEED !== '0',
    mediaMaxImageBytes: Math.round(int(env.MEDIA_MAX_IMAGE_MB, 15, 'MEDIA_MAX_IMAGE_MB') * 1024 * 1024),
    mediaMaxPdfBytes: Math.round(int(env.MEDIA_MAX_PDF_MB, 30, 'MEDIA_MAX_PDF_MB') * 1024 * 1024),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || `${env.PRODUCT_NAME || DEFAULT_PRODUCT_NAME} <no-reply@${new URL(env.PUBLIC_URL || `http://${host}`).hostname}>`,
    leadNotifyTo: env.LEAD_NOTIFY_TO || null,
    webhookUrl: optionalHttpUrl(env.WEBHOOK_URL, 'WEBHOOK_URL'),
    webhookSecret: env.WEBHOOK_SECRET || null,
    outboxPollMs: int(env.OUTBOX_POLL_MS, 1000, 'OUTBOX_POLL_MS'),
    outboxMaxAttempts: int(env.OUTBOX_MAX_ATTEMPTS, 8, 'OUTBOX_MAX_ATTEMPTS'),
    outboxBaseDelayMs: int(env.OUTBOX_BASE_DELAY_MS, 5000, 'OUTBOX_BASE_DELAY_MS'),
    outboxLeaseMs: int(env.OUTBOX_LEASE_MS, 60_000, 'OUTBOX_LEASE_MS'),
    redisUrl,
    redisPrefix: env.REDIS_PREFIX || 'oasis:',
    metricsToken: env.METRICS_TOKEN || null,
    maxEventLoopDelayMs: int(env.MAX_EVENT_LOOP_DELAY_MS, 1000, 'MAX_EVENT_LOOP_DELAY_MS'),
    // Market evidence (issue 25)
    marketPollMs: int(env.MARKET_POLL_MS, 5000, 'MARKET_POLL_MS'),
    mediaStorage,
    s3: mediaStorage === 's3' ? parseS3Settings(env) : null,
    // Conversations (issue 29)
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN || null,
    whatsappAppSecret: env.WHATSAPP_APP_SECRET || null,
    whatsappGraphUrl: withoutTrailingSlash(optionalHttpUrl(env.WHATSAPP_GRAPH_URL, 'WHATSAPP_GRAPH_URL') ?? 'https://graph.facebook.com/v26.0'),
    whatsappPhoneNumberId: whatsappPhoneNumberId(env.WHATSAPP_PHONE_NUMBER_ID),
    whatsappAccessToken: env.WHATSAPP_ACCESS_TOKEN?.trim() || null,
    // The HTTP cache (issue 32)
    httpCache: parseHttpCacheSettings(env),
    // Read replicas (issue 32)
    replicas: parseReplicaSettings(env, databaseUrl),
    listCache: onOff(env.LIST_CACHE, true, 'LIST_CACHE'),
    previewSecret: env.PREVIEW_SECRET || null,
    ...overrides,
  };
}
