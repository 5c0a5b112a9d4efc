import type { FastifyReply } from 'fastify';

/** A cached answer's bytes as kept: the plain body and its compressed copies, and their ETag. */
export interface StoredVariants {
  readonly etag: string;
  /** Bytes held (for the store's bound). */
  readonly byteSize: number;
  /** The bytes to send to a client with this Accept-Encoding, and their encoding (null: as they are). */
  variant(acceptEncoding: string | undefined): { bytes: Buffer; encoding: 'br' | 'gzip' | null };
}

/**
 * How an answer depends on the request beyond its URL. `api`: on nothing (the generic router's anonymous list and
 * record reads). `page`: on the visitor's language and currency cookies and the X-Currency header (server/render).
 */
export type StoredKind = 'api' | 'page';

export interface Storable {
  body: StoredVariants;
  kind: StoredKind;
  /** Epoch ms after which the answer may differ with no write (a scheduled publish), as the list cache keeps it. */
  validUntil?: number;
}

const kStorable = Symbol('storableAnswer');
type Marked = FastifyReply & { [kStorable]?: Storable };

/**
 * Marks an answer made from a cache's stored bytes as one the stored answers (server/http-cache/stored-answers.ts)
 * may keep once its headers are final; the HTTP cache's headers decide whether it is public, and so kept.
 */
export function markStorable(reply: FastifyReply, storable: Storable): void {
  (reply as Marked)[kStorable] = storable;
}

export const storableOf = (reply: FastifyReply): Storable | undefined => (reply as Marked)[kStorable];
