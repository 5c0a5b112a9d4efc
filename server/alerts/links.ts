import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** What a token opens: a saved search's confirm or unsubscribe link; a lead's brochure downloads (issue 27). */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'brochure' | 'manage';

/** How long a manage link works (issue 37 item 6): every alert e-mail carries a fresh one; an old, forwarded one stops. */
export const MANAGE_LINK_DAYS = 60;

const keys = new WeakMap<object, Promise<Buffer>>();

/** The database's key for alert links (made by the migration; every instance of one database signs alike). */
export function linkKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'alert-links')
      .executeTakeFirstOrThrow()
      .then((r) => Buffer.from(r.value, 'base64url'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** A link's token: HMAC-SHA256 of purpose and subscription id, so it cannot be guessed or moved to another one. */
export const linkToken = (key: Buffer, purpose: LinkPurpose, id: number) => crypto.createHmac('sha256', key).update(`saved-search:${purpose}:${id}`).digest('base64url');

export function validLinkToken(key: Buffer, purpose: LinkPurpose, id: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(linkToken(key, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A manage link's token: the subscription and the link's end (seconds since 1970) signed together, so neither can change. */
export const manageToken = (key: Buffer, id: number, until: number) => crypto.createHmac('sha256', key).update(`saved-search:manage:${id}:${until}`).digest('base64url');

/** Whether a manage link is genuine ('valid'), genuine but past its end ('expired'), or not ours ('forged'). */
export function manageLinkState(key: Buffer, id: number, until: number, token: unknown, now = Date.now()): 'valid' | 'expired' | 'forged' {
  if (typeof token !== 'string' || token.length > 100 || !Number.isSafeInteger(until)) return 'forged';
  const expected = Buffer.from(manageToken(key, id, until));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return 'forged';
  return until * 1000 > now ? 'valid' : 'expired';
}

/** The manage page's address: the subscription, the link's end, its token and the subscriber's language. */
export function manageLink(publicUrl: string, key: Buffer, id: number, lang: string, now = Date.now()) {
  const until = Math.floor(now / 1000) + MANAGE_LINK_DAYS * 86_400;
  return `${publicUrl}/alerts/manage?s=${id}&e=${until}&t=${manageToken(key, id, until)}&lang=${encodeURIComponent(lang)}`;
}

/** The address a link opens: /alerts/confirm or /alerts/unsubscribe, with the subscription, its token and language. */
export const alertLink = (publicUrl: string, key: Buffer, purpose: 'confirm' | 'unsubscribe', id: number, lang: string) =>
  `${publicUrl}/alerts/${purpose}?s=${id}&t=${linkToken(key, purpose, id)}&lang=${encodeURIComponent(lang)}`;
