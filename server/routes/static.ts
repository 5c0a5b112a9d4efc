import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { uploadsRoot } from '../media/store';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLIENT_BUILD_DIR = path.join(ROOT, 'dist', 'client');
export const DEMO_UPLOADS_DIR = path.join(ROOT, 'server', 'demo', 'uploads');
const YEAR = 31_536_000;

/**
 * /build/* serves the hashed front-end assets (precompressed .br/.gz when present); /uploads/* serves media
 * from DATA_DIR/uploads, then the committed demo images. A missing dist/ only means /build/* answers 404.
 */
export default async function staticRoutes(app: FastifyInstance, opts: { clientDir?: string; demoUploadsDir?: string } = {}) {
  const clientDir = opts.clientDir ?? CLIENT_BUILD_DIR;
  const demoDir = opts.demoUploadsDir ?? DEMO_UPLOADS_DIR;

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/build/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // A hashed name never changes content, and `immutable` means no revalidation: no validators to send.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    serveDotFiles: false,
    setHeaders: (res) => {
      res.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });

  // MEDIA_STORAGE=s3: routes/media.ts serves /uploads/* from the bucket; only the committed demo images stay on disk.
  const inBucket = app.config.mediaStorage === 's3';
  const uploads = uploadsRoot(app.config.dataDir);
  if (!inBucket) fs.mkdirSync(uploads, { recursive: true });
  const demo = inBucket ? path.join(demoDir, 'demo') : demoDir;
  const roots = [...(inBucket ? [] : [uploads]), ...(fs.existsSync(demo) && path.resolve(demo) !== path.resolve(uploads) ? [demo] : [])];
  if (roots.length === 0) return;
  await app.register(fastifyStatic, {
    root: roots.length === 1 ? roots[0] : roots,
    prefix: inBucket ? '/uploads/demo/' : '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, file) => {
      // Upload names are random and never reused, so they may be cached for a year.
      res.header('Cache-Control', `public, max-age=${YEAR}, immutable`);
      res.header('X-Content-Type-Options', 'nosniff');
      // Even a committed SVG cannot run script when opened directly.
      res.header('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
      if (file.toLowerCase().endsWith('.pdf')) res.header('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
    },
  });
}
