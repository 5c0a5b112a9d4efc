import type { FastifyBaseLogger } from 'fastify';
import { PHONE_DEFAULT_COUNTRY } from '../../src/constants';

export const GEO_TIMEOUT_MS = 1000;

/**
 * Spec §7: an IP lookup service answering text whose first character is 1 on success and whose
 * characters 2-3 are the country code ('1;AE;ARE;United Arab Emirates'). `{ip}` in the URL is replaced
 * by the visitor's address. Optional: without GEO_LOOKUP_URL the phone input starts from AE.
 */
export async function lookupCountry(url: string | null, ip: string, log: Pick<FastifyBaseLogger, 'warn'>, fallback: string = PHONE_DEFAULT_COUNTRY): Promise<string> {
  if (!url) return fallback;
  try {
    const res = await fetch(url.replace('{ip}', encodeURIComponent(ip)), { signal: AbortSignal.timeout(GEO_TIMEOUT_MS) });
    const text = (await res.text()).trim();
    const code = text.split(';')[1] ?? text.slice(2, 4);
    if (!res.ok || text[0] !== '1' || !/^[A-Z]{2}$/.test(code)) throw new Error(`unexpected answer (${res.status})`);
    return code;
  } catch (err) {
    log.warn(`unable to fetch the country: ${err instanceof Error ? err.message : String(err)}`);
    return fallback;
  }
}

/**
 * The look-up above, remembered per client address (a day for an answer, five minutes after a failure) and
 * shared by concurrent requests, so a burst of visitors cannot turn into a burst of calls to the service.
 * Bounded: the least recently used addresses go first. Without an answer: `fallback` (the settings' default country).
 */
export function cachedCountryLookup(url: string | null, opts: { maxEntries?: number; ttlMs?: number; failureTtlMs?: number } = {}) {
  const maxEntries = opts.maxEntries ?? 10_000;
  const ttlMs = opts.ttlMs ?? 24 * 3600_000;
  const failureTtlMs = opts.failureTtlMs ?? 5 * 60_000;
  const entries = new Map<string, { country: Promise<string>; until: number }>();
  return (ip: string, log: Pick<FastifyBaseLogger, 'warn'>, fallback: string = PHONE_DEFAULT_COUNTRY): Promise<string> => {
    if (!url) return Promise.resolve(fallback);
    const now = Date.now();
    const hit = entries.get(ip);
    entries.delete(ip);
    if (hit && hit.until > now) {
      entries.set(ip, hit);
      return hit.country.then((code) => code || fallback);
    }
    let failed = false;
    const entry = {
      until: now + ttlMs,
      country: lookupCountry(url, ip, {
        warn: (msg: string) => {
          failed = true;
          log.warn(msg);
        },
      } as Pick<FastifyBaseLogger, 'warn'>, '').then((code) => {
        if (failed) entry.until = Date.now() + failureTtlMs;
        return code;
      }),
    };
    entries.set(ip, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    // '' marks no answer in the cache: the fallback is the setting at the time of asking.
    return entry.country.then((code) => code || fallback);
  };
}
