import crypto from 'node:crypto';

/**
 * Signed preview links (issue 31, decision 017): `<link id>.<expiry, unix seconds>.<HMAC-SHA256 of both>`,
 * base64url. The signature is checked before the database is read, so an altered or made-up link costs no
 * query; the row (preview_links) then says which record it shows and whether it was revoked.
 */
export interface PreviewClaim {
  linkId: number;
  expiresAt: number;
}

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(`preview:${body}`).digest('base64url');

export function previewToken(secret: string, claim: PreviewClaim): string {
  const body = `${claim.linkId}.${claim.expiresAt}`;
  return `${body}.${sign(secret, body)}`;
}

/** The claim of a well-formed link with a valid signature; null for anything else (expiry is checked by the caller). */
export function readPreviewToken(secret: string, token: string): PreviewClaim | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { linkId: Number(m[1]), expiresAt: Number(m[2]) };
}
