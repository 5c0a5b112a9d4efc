import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { S3MediaStorage } from './s3';
import { CONTENT_TYPES, MediaStorageUnavailableError, UPLOAD_KEY } from './store';

const YEAR = 31_536_000;

/** The headers routes/static.ts gives local uploads: every instance answers the same bytes the same way. */
export function uploadHeaders(reply: FastifyReply, key: string): void {
  reply.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
  if (key.endsWith('.pdf')) reply.header('Content-Disposition', `attachment; filename="${path.posix.basename(key)}"`);
}

/**
 * GET /uploads/<key> when uploads live in a bucket: streamed from it through this instance with the local
 * folder's cache headers and the bucket's ETag, so a URL stored in a record works on every instance and a
 * CDN or reverse proxy in front keeps each immutable file after its first request.
 */
export function serveUploadsFromBucket(app: FastifyInstance, storage: S3MediaStorage): void {
  let warnedAt = 0;
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Only names this site writes are asked of the bucket: no listing, no other objects under the prefix.
    if (!UPLOAD_KEY.test(key)) return reply.callNotFound();
    let object;
    try {
      object = await storage.get(key, request.headers['if-none-match']);
    } catch (err) {
      if (!(err instanceof MediaStorageUnavailableError)) throw err;
      if (Date.now() - warnedAt > 10_000) {
        warnedAt = Date.now();
        request.log.warn(`media storage unreachable while serving an upload: ${err.message}`);
      }
      return reply
        .status(503)
        .header('Retry-After', '30')
        .header('Cache-Control', 'no-store')
        .send({ error: true, message: 'The media storage cannot be reached right now. Please try again in a minute.' });
    }
    if (object.status === 404) return reply.callNotFound();
    uploadHeaders(reply, key);
    if (object.etag) reply.header('ETag', object.etag);
    if (object.status === 304) return reply.status(304).send();
    reply.header('Content-Type', CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]);
    if (object.contentLength !== null) reply.header('Content-Length', String(object.contentLength));
    if (object.lastModified) reply.header('Last-Modified', object.lastModified.toUTCString());
    return reply.send(object.body);
  });
}
