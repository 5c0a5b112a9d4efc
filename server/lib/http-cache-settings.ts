import { isHttpUrl, withoutTrailingSlashes } from '../../src/text';

/** The shared-cache settings (issue 32): how long shared caches keep public answers, and whom to ask to purge. */
export interface HttpCacheSettings {
  /** Seconds a shared cache may serve a public page or API answer without asking (CACHE_S_MAXAGE). */
  sMaxAge: number;
  /** Seconds after that it may still serve it while it fetches a fresh one (CACHE_STALE_WHILE_REVALIDATE). */
  staleWhileRevalidate: number;
  /** Seconds it may serve it while the servers answer errors or not at all (CACHE_STALE_IF_ERROR). */
  staleIfError: number;
  /**
   * TRUST_CURRENCY_HEADER=1: a proxy in front (Varnish with the shipped VCL, or a CDN rule) sets X-Currency from the
   * `currency` cookie and drops any the client sent, and keys its cache on it. Only then may a shared answer depend
   * on the visitor's currency (Vary: X-Currency); otherwise a page in a chosen currency is private (issue 37 item 9).
   */
  trustCurrencyHeader: boolean;
  /** VARNISH_URL: one or more Varnish addresses (comma-separated) that accept an xkey PURGE. */
  varnishUrls: string[];
  /** VARNISH_PURGE_SECRET: sent in X-Purge-Secret with every PURGE; the VCL refuses a purge without it (issue 37 item 10). */
  varnishPurgeSecret: string | null;
  /** CLOUDFLARE_ZONE_ID + CLOUDFLARE_API_TOKEN: purge by Cache-Tag. CLOUDFLARE_API_URL only for tests. */
  cloudflare: { zoneId: string; apiToken: string; apiUrl: string } | null;
  /** FASTLY_SERVICE_ID + FASTLY_API_TOKEN: purge by Surrogate-Key. FASTLY_API_URL only for tests. */
  fastly: { serviceId: string; apiToken: string; apiUrl: string } | null;
  /** How often the purge worker looks for due purges (CACHE_PURGE_POLL_MS); a change also wakes it at once. */
  purgePollMs: number;
  purgeMaxAttempts: number;
  purgeBaseDelayMs: number;
}

function seconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of seconds (0 or more), got "${value.slice(0, 40)}"`);
  return n;
}

function onOff(value: string | undefined): boolean {
  if (value === undefined || value === '' || /^(0|off|false|no)$/i.test(value)) return false;
  if (/^(1|on|true|yes)$/i.test(value)) return true;
  throw new Error(`TRUST_CURRENCY_HEADER must be 1 or 0, got "${value.slice(0, 40)}"`);
}

function pair(a: string | undefined, b: string | undefined, names: [string, string]): [string, string] | null {
  if (!a && !b) return null;
  if (!a || !b) throw new Error(`${names[0]} and ${names[1]} must be set together (only ${a ? names[0] : names[1]} is set)`);
  return [a.trim(), b.trim()];
}

function baseUrl(value: string | undefined, fallback: string, name: string): string {
  const url = withoutTrailingSlashes(value || fallback);
  if (!isHttpUrl(url)) throw new Error(`${name} must be an http(s) address, got "${url.slice(0, 80)}"`);
  return url;
}

export function parseHttpCacheSettings(env: NodeJS.ProcessEnv): HttpCacheSettings {
  const varnishUrls = (env.VARNISH_URL ?? '')
    .split(',')
    .map((u) => withoutTrailingSlashes(u.trim()))
    .filter(Boolean);
  for (const u of varnishUrls) if (!isHttpUrl(u)) throw new Error(`VARNISH_URL must list http(s) addresses separated by commas, got "${u.slice(0, 80)}"`);
  const varnishPurgeSecret = env.VARNISH_PURGE_SECRET?.trim() || null;
  if (varnishUrls.length && !varnishPurgeSecret) throw new Error('VARNISH_PURGE_SECRET must be set with VARNISH_URL: the shipped VCL refuses purges without it (docs/deployment.md)');
  if (varnishPurgeSecret && (varnishPurgeSecret.length < 16 || !/^[\x21-\x7e]+$/.test(varnishPurgeSecret))) {
    throw new Error('VARNISH_PURGE_SECRET must be at least 16 printable characters without spaces (e.g. openssl rand -hex 32)');
  }
  const cf = pair(env.CLOUDFLARE_ZONE_ID, env.CLOUDFLARE_API_TOKEN, ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN']);
  const fastly = pair(env.FASTLY_SERVICE_ID, env.FASTLY_API_TOKEN, ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN']);
  return {
    sMaxAge: seconds(env.CACHE_S_MAXAGE, 300, 'CACHE_S_MAXAGE'),
    staleWhileRevalidate: seconds(env.CACHE_STALE_WHILE_REVALIDATE, 60, 'CACHE_STALE_WHILE_REVALIDATE'),
    staleIfError: seconds(env.CACHE_STALE_IF_ERROR, 86_400, 'CACHE_STALE_IF_ERROR'),
    trustCurrencyHeader: onOff(env.TRUST_CURRENCY_HEADER),
    varnishUrls,
    varnishPurgeSecret,
    cloudflare: cf ? { zoneId: cf[0], apiToken: cf[1], apiUrl: baseUrl(env.CLOUDFLARE_API_URL, 'https://api.cloudflare.com/client/v4', 'CLOUDFLARE_API_URL') } : null,
    fastly: fastly ? { serviceId: fastly[0], apiToken: fastly[1], apiUrl: baseUrl(env.FASTLY_API_URL, 'https://api.fastly.com', 'FASTLY_API_URL') } : null,
    purgePollMs: seconds(env.CACHE_PURGE_POLL_MS, 2000, 'CACHE_PURGE_POLL_MS'),
    purgeMaxAttempts: Math.max(1, seconds(env.CACHE_PURGE_MAX_ATTEMPTS, 10, 'CACHE_PURGE_MAX_ATTEMPTS')),
    purgeBaseDelayMs: seconds(env.CACHE_PURGE_BASE_DELAY_MS, 2000, 'CACHE_PURGE_BASE_DELAY_MS'),
  };
}

/** Whether any shared cache is configured to be purged: nothing configured, nothing is queued. */
export const purgesConfigured = (s: HttpCacheSettings) => s.varnishUrls.length > 0 || s.cloudflare !== null || s.fastly !== null;
