import crypto from 'node:crypto';

/** Tokens and one-time links are stored as their SHA-256 only: a database read does not give a usable secret. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
