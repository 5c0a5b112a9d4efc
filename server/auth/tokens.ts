import crypto from 'node:crypto';
import type { Db } from '../db/connect';
import type { User } from '../db/types';
import type { Config } from '../config';
import { hashToken } from '../lib/digest';
import { nowIso } from '../lib/clock';
import { ACTIVATION_PATH } from '../../src/constants';

/** Activation links (owner set-up and invitations) stay valid this long. */
export const ACTIVATION_TTL_HOURS = 72;
export type ActivationPurpose = 'owner' | 'invitation';

/** 32 random bytes as hex: what the client holds. The database only ever sees its SHA-256. */
export const newSecret = () => crypto.randomBytes(32).toString('hex');

/** The user as the sign-in answer and the client session carry it. */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  profile_image: unknown;
  role: string;
  token?: string;
}

export function publicUser(user: Pick<User, 'id' | 'first_name' | 'last_name' | 'email' | 'profile_image' | 'role'>, token?: string): SessionUser {
  let image: unknown = user.profile_image;
  if (typeof image === 'string') {
    try {
      image = JSON.parse(image);
    } catch {
      image = null;
    }
  }
  return { id: Number(user.id), first_name: user.first_name, last_name: user.last_name, email: user.email, profile_image: image ?? null, role: user.role, ...(token ? { token } : {}) };
}

/** Creates a bearer token for the user; expired tokens of that user are purged on the way. */
export async function issueApiToken(db: Db, config: Config, userId: number): Promise<string> {
  const token = newSecret();
  const now = Date.now();
  await db.kysely.deleteFrom('api_tokens').where('user_id', '=', userId).where('expires_at', '<=', new Date(now).toISOString()).execute();
  await db.kysely
    .insertInto('api_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(now + config.tokenTtlHours * 3600_000).toISOString(), last_used_at: null, created_at: new Date(now).toISOString() })
    .execute();
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom('api_tokens').where('token_hash', '=', hashToken(token)).execute();
}

/** Signs the user out everywhere (password change, deactivation, role change). */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db.kysely.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
}

/** Unused activation links of the user stop working (after a password change). */
export async function cancelActivationLinks(db: Db, userId: number): Promise<void> {
  await db.kysely.deleteFrom('activation_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** A one-time activation link; earlier unused links for the same user (or the owner set-up) stop working. */
export async function createActivationToken(db: Db, config: Config, purpose: ActivationPurpose, userId: number | null): Promise<{ token: string; url: string; expiresAt: string }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ACTIVATION_TTL_HOURS * 3600_000).toISOString();
  let stale = db.kysely.deleteFrom('activation_tokens').where('used_at', 'is', null).where('purpose', '=', purpose);
  stale = userId == null ? stale.where('user_id', 'is', null) : stale.where('user_id', '=', userId);
  await stale.execute();
  await db.kysely.insertInto('activation_tokens').values({ user_id: userId, token_hash: hashToken(token), purpose, expires_at: expiresAt, used_at: null, created_at: nowIso() }).execute();
  return { token, url: `${config.publicUrl}${ACTIVATION_PATH}?token=${token}`, expiresAt };
}
