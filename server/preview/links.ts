import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { previewToken } from './token';

/** How long a new link lasts unless the settings say otherwise (settings.preview_link_days). */
export const DEFAULT_PREVIEW_DAYS = 7;

/** Per process when PREVIEW_SECRET is unset: links then work on this instance until it restarts. */
let fallbackSecret: string | null = null;
export function previewSecret(app: FastifyInstance): string {
  if (app.config.previewSecret) return app.config.previewSecret;
  if (!fallbackSecret) {
    fallbackSecret = crypto.randomBytes(32).toString('base64url');
    app.log.warn('PREVIEW_SECRET is not set: preview links are signed with a random key and stop working when this process restarts');
  }
  return fallbackSecret;
}

export async function previewDays(db: Kysely<any>): Promise<number> {
  const s = await db.selectFrom('settings').select('preview_link_days').orderBy('id').limit(1).executeTakeFirst();
  const days = Number(s?.preview_link_days ?? DEFAULT_PREVIEW_DAYS);
  return Number.isFinite(days) && days > 0 ? days : DEFAULT_PREVIEW_DAYS;
}

export interface PreviewLinkRow {
  id: number;
  resource: string;
  record_id: number;
  lang: string;
  expires_at: string;
  revoked_at: string | null;
  user_name: string | null;
  created_at: string;
}

/** What staff see of a link: the address to send is only answered to its maker, when it is made. */
export const linkSummary = (row: PreviewLinkRow) => ({
  id: Number(row.id), lang: row.lang, expires_at: row.expires_at, revoked_at: row.revoked_at, user_name: row.user_name, created_at: row.created_at,
  active: !row.revoked_at && Date.parse(row.expires_at) > Date.now(),
});

export const previewUrl = (app: FastifyInstance, linkId: number, expiresAt: string) =>
  `${app.config.publicUrl}/preview/${previewToken(previewSecret(app), { linkId, expiresAt: Math.floor(Date.parse(expiresAt) / 1000) })}`;
