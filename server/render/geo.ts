import type { FastifyBaseLogger } from 'fastify';
import { PHONE_DEFAULT_COUNTRY } from '../../src/constants';

export const GEO_TIMEOUT_MS = 1000;

/**
 * Spec §7: an IP lookup service answering text whose first character is 1 on success and whose
 * characters 2-3 are the country code ('1;AE;ARE;United Arab Emirates'). `{ip}` in the URL is replaced
 * by the visitor's address. Optional: without GEO_LOOKUP_URL the phone input starts from AE.
 */
export async function lookupCountry(url: string | null, ip: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<string> {
  if (!url) return PHONE_DEFAULT_COUNTRY;
  try {
    const res = await fetch(url.replace('{ip}', encodeURIComponent(ip)), { signal: AbortSignal.timeout(GEO_TIMEOUT_MS) });
    const text = (await res.text()).trim();
    const code = text.split(';')[1] ?? text.slice(2, 4);
    if (!res.ok || text[0] !== '1' || !/^[A-Z]{2}$/.test(code)) throw new Error(`unexpected answer (${res.status})`);
    return code;
  } catch (err) {
    log.warn(`unable to fetch the country: ${err instanceof Error ? err.message : String(err)}`);
    return PHONE_DEFAULT_COUNTRY;
  }
}
