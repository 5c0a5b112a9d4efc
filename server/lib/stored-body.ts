import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './encoding';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed copy saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

/** The ETag of an answer's bytes (the same form server/http-cache/headers.ts gives an answer without one). */
export const etagOf = (bytes: Buffer | string) => `"${crypto.createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;

/**
 * A cached answer's final bytes (issue 41): the body, its ETag, and Brotli and gzip copies, each made once. A hit
 * sends these bytes as they are: no JSON work, no hashing, no compression per request. The compressed copies are
 * made in the background at the first request that accepts them (that one gets the plain bytes), so a cache miss
 * costs no compression on the event loop and an answer nobody asks compressed is never compressed.
 */
export class StoredBody {
  readonly etag: string;
  private br: Buffer | null = null;
  private gz: Buffer | null = null;
  private compressing = false;

  constructor(readonly bytes: Buffer) {
    this.etag = etagOf(bytes);
  }

  /** Bytes held, an upper bound: the body, and room for its compressed copies (together smaller than the body). */
  get byteSize(): number {
    return this.bytes.length * (this.bytes.length >= COMPRESS_FROM_BYTES ? 2 : 1);
  }

  private compress(): void {
    if (this.compressing || this.bytes.length < COMPRESS_FROM_BYTES) return;
    this.compressing = true;
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length };
    Promise.all([brotli(this.bytes, { params }), gzip(this.bytes, { level: 9 })]).then(
      ([br, gz]) => {
        this.br = br;
        this.gz = gz;
      },
      // Compression of bytes in memory does not fail in practice; if it did, the plain bytes keep being sent.
      () => {},
    );
  }

  /** The bytes for a client with this Accept-Encoding: the compressed copy it accepts once made, else the plain bytes. */
  variant(acceptEncoding: string | undefined): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
    if (this.bytes.length < COMPRESS_FROM_BYTES) return { bytes: this.bytes, encoding: null };
    const encoding = pickEncoding(acceptEncoding);
    if (!encoding) return { bytes: this.bytes, encoding: null };
    const copy = encoding === 'br' ? this.br : this.gz;
    if (!copy) {
      this.compress();
      return { bytes: this.bytes, encoding: null };
    }
    return { bytes: copy, encoding };
  }

  /** Sends the stored bytes with their ETag, compressed when the client accepts it and a copy is ready. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('ETag', this.etag);
    if (this.bytes.length >= COMPRESS_FROM_BYTES) {
      const current = String(reply.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(current)) reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
    }
    const { bytes, encoding } = this.variant(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(bytes);
  }
}
