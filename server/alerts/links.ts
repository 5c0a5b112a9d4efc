import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** What a token opens: a saved search's confirm or unsubscribe link; a lead's brochure downloads (issue 27). */
export type LinkPurpose = 'confirm' | 'unsubscribe' | 'brochure';

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

/** The address a link opens: /alerts/confirm or /alerts/unsubscribe, with the subscription, its token and language. */
export const alertLink = (publicUrl: string, key: Buffer, purpose: 'confirm' | 'unsubscribe', id: number, lang: string) =>
  `${publicUrl}/alerts/${purpose}?s=${id}&t=${linkToken(key, purpose, id)}&lang=${encodeURIComponent(lang)}`;
