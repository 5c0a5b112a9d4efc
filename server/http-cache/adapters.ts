import type { HttpCacheSettings } from '../lib/http-cache-settings';

const TIMEOUT_MS = 10_000;
/** Per request: Cloudflare takes up to 30 tags in one purge call (Enterprise 100), Fastly 256 keys. */
const CLOUDFLARE_TAGS_PER_CALL = 30;
const FASTLY_KEYS_PER_CALL = 256;

/** One HTTP request of a purge: what an adapter asks of its cache, built without sending (tested against a receiver). */
export interface PurgeRequest {
  target: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Varnish with the shipped VCL (deploy/varnish/default.vcl): `PURGE /` with the tags in `xkey-purge` and the shared
 * secret in `X-Purge-Secret`, to every address.
 */
export function varnishRequests(urls: string[], tags: string[], secret: string | null = null): PurgeRequest[] {
  const headers: Record<string, string> = { 'xkey-purge': tags.join(' '), ...(secret ? { 'x-purge-secret': secret } : {}) };
  return urls.map((base) => ({ target: `Varnish ${base}`, url: `${base}/`, method: 'PURGE', headers }));
}

/** Cloudflare's purge by Cache-Tag: POST /zones/{zone}/purge_cache {"tags": [...]} with the API token as a bearer. */
export function cloudflareRequests(cf: NonNullable<HttpCacheSettings['cloudflare']>, tags: string[]): PurgeRequest[] {
  return chunks(tags, CLOUDFLARE_TAGS_PER_CALL).map((part) => ({
    target: 'Cloudflare',
    url: `${cf.apiUrl}/zones/${encodeURIComponent(cf.zoneId)}/purge_cache`,
    method: 'POST',
    headers: { authorization: `Bearer ${cf.apiToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: part }),
  }));
}

/** Fastly's purge by Surrogate-Key: POST /service/{id}/purge {"surrogate_keys": [...]} with the Fastly-Key header. */
export function fastlyRequests(f: NonNullable<HttpCacheSettings['fastly']>, tags: string[]): PurgeRequest[] {
  return chunks(tags, FASTLY_KEYS_PER_CALL).map((part) => ({
    target: 'Fastly',
    url: `${f.apiUrl}/service/${encodeURIComponent(f.serviceId)}/purge`,
    method: 'POST',
    headers: { 'fastly-key': f.apiToken, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ surrogate_keys: part }),
  }));
}

/** Every request a purge of these tags makes, for every cache configured. */
export function purgeRequests(s: HttpCacheSettings, tags: string[]): PurgeRequest[] {
  if (!tags.length) return [];
  return [...varnishRequests(s.varnishUrls, tags, s.varnishPurgeSecret), ...(s.cloudflare ? cloudflareRequests(s.cloudflare, tags) : []), ...(s.fastly ? fastlyRequests(s.fastly, tags) : [])];
}

/**
 * Sends them all; throws naming every target that failed (the purge is retried whole: purging twice is harmless).
 * Error texts name the target and status, never the token.
 */
export async function sendPurge(requests: PurgeRequest[]): Promise<void> {
  const failures: string[] = [];
  await Promise.all(
    requests.map(async (r) => {
      try {
        const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
        const text = await res.text().catch(() => '');
        // Cloudflare answers 200 with {"success": false} for some refusals.
        const refused = r.target === 'Cloudflare' && /"success"\s*:\s*false/.test(text);
        if (!res.ok || refused) failures.push(`${r.target} answered ${res.status}`);
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        failures.push(`${r.target}: ${(err as Error).name === 'TimeoutError' ? 'no answer in time' : cause ? `unreachable (${cause})` : (err as Error).message}`);
      }
    }),
  );
  if (failures.length) throw new Error(failures.join('; ').slice(0, 500));
}
