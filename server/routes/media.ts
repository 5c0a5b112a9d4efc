import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from '../errors';
import { nowIso } from '../lib/clock';
import { detectKind, IMAGE_KINDS, SHARP_FORMAT } from '../media/detect';
import { processImage, UnreadableImageError } from '../media/images';
import { serveUploadsFromBucket } from '../media/serve';
import { LocalMediaStorage, MediaStorageUnavailableError, newUploadSlot, sanitizeTitle, UPLOADS_URL_PREFIX, uploadsRoot, type MediaStorage } from '../media/store';
import { permissionFor } from '../../src/permissions';

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round((bytes / MB) * 100) / 100} MB`;
const fileError = (status: number, message: string) => new HttpError(status, message, { file: message });

async function readUpload(request: FastifyRequest, maxBytes: number): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw fileError(415, 'Send the upload as multipart/form-data with the file in a field named "file"');
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch (err) {
    throw fileError(400, `The upload could not be read (${(err as Error).message}); send one file in a field named "file"`);
  }
  if (!part) throw fileError(422, 'No file was sent: attach it in a field named "file"');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw fileError(422, `The file must be sent in a field named "file" (got "${part.fieldname.slice(0, 40)}")`);
  }
  try {
    return { buffer: await part.toBuffer(), filename: part.filename };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(413, `The file is too large: at most ${mb(maxBytes)}`);
    throw fileError(400, 'The upload was interrupted before the whole file arrived');
  }
}

/** The bucket (or disk) refused the write: nothing was saved, and the uploader is told to try again later. */
function storageDown(request: FastifyRequest, reply: FastifyReply, err: MediaStorageUnavailableError): HttpError {
  request.log.error(`upload not saved: media storage unavailable: ${err.message}`);
  reply.header('Retry-After', '30');
  return fileError(503, 'The media storage cannot be reached right now, so the file was not saved. Please try again in a minute.');
}

/** Local disk by default; MEDIA_STORAGE=s3 loads the S3 client (and its memory) only then. */
async function openMediaStorage(app: FastifyInstance): Promise<MediaStorage> {
  const { mediaStorage, s3, dataDir } = app.config;
  if (mediaStorage !== 's3' || !s3) return new LocalMediaStorage(uploadsRoot(dataDir));
  const { openS3MediaStorage } = await import('../media/s3');
  const storage = await openS3MediaStorage(s3);
  serveUploadsFromBucket(app, storage);
  // A bucket that is down at start does not stop the site: pages still render, uploads answer 503 until it is back.
  storage.check().catch((err: Error) => app.log.warn(`media storage (bucket ${s3.bucket}) is not reachable yet: ${err.message}`));
  return storage;
}

/**
 * POST /api/media: staff upload an image (JPEG, PNG, WebP, AVIF) or a PDF. The type is judged by content;
 * images become WebP/AVIF variants without metadata; the answer is the value react-admin stores in a record.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  const { mediaMaxImageBytes: maxImage, mediaMaxPdfBytes: maxPdf } = app.config;
  await app.register(multipart, { throwFileSizeLimit: true });
  const storage = await openMediaStorage(app);
  app.addHook('onClose', () => storage.close());

  app.post('/api/media', async (request, reply) => {
    const user = app.requirePermission(request, permissionFor('media', 'create')!);
    const { buffer, filename } = await readUpload(request, Math.max(maxImage, maxPdf));
    if (buffer.length === 0) throw fileError(422, 'The file is empty');
    const kind = detectKind(buffer);
    const title = sanitizeTitle(filename);

    if (kind === 'svg') throw fileError(415, 'SVG files are not accepted (they can carry scripts): upload a PNG, JPEG, WebP or AVIF instead');
    if (kind === 'heic') throw fileError(415, 'HEIC photos are not supported: export the photo as JPEG and upload it again');
    if (kind === 'gif') throw fileError(415, 'GIF files are not accepted: upload a PNG, JPEG, WebP or AVIF image instead');
    if (!kind) throw fileError(415, 'This file type is not accepted: upload an image (JPEG, PNG, WebP, AVIF) or a PDF');

    const slot = newUploadSlot();
    if (kind === 'pdf') {
      if (buffer.length > maxPdf) throw fileError(413, `The PDF is too large: at most ${mb(maxPdf)}`);
      const key = `${slot.keyDir}/${slot.stem}.pdf`;
      try {
        await storage.put(key, buffer, 'application/pdf');
      } catch (err) {
        if (err instanceof MediaStorageUnavailableError) throw storageDown(request, reply, err);
        throw err;
      }
      const src = `${UPLOADS_URL_PREFIX}${key}`;
      try {
        const row = await app.db.kysely
          .insertInto('media')
          .values({ src, title, type: 'application/pdf', size_bytes: buffer.length, width: null, height: null, variants: '[]', uploaded_by: user.id, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await app.audit(request, 'upload', 'media', row.id, { title, type: 'application/pdf', size: buffer.length });
      } catch (err) {
        await storage.removeQuietly([key]);
        throw err;
      }
      return reply.status(201).send({ src, title, type: 'application/pdf', size: buffer.length });
    }

    if (!IMAGE_KINDS.has(kind)) throw fileError(415, 'This file type is not accepted');
    if (buffer.length > maxImage) throw fileError(413, `The image is too large: at most ${mb(maxImage)}`);
    let image;
    try {
      image = await processImage(buffer, SHARP_FORMAT[kind], storage, slot.keyDir, slot.stem);
    } catch (err) {
      if (err instanceof UnreadableImageError) throw fileError(422, err.message);
      if (err instanceof MediaStorageUnavailableError) throw storageDown(request, reply, err);
      throw err;
    }
    const src = image.variants.filter((v) => v.format === 'webp').at(-1)!.src;
    try {
      const row = await app.db.kysely
        .insertInto('media')
        .values({
          src,
          title,
          type: 'image/webp',
          size_bytes: buffer.length,
          width: image.width,
          height: image.height,
          variants: JSON.stringify(image.variants),
          uploaded_by: user.id,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.audit(request, 'upload', 'media', row.id, { title, type: `image/${kind}`, size: buffer.length, variants: image.variants.length });
    } catch (err) {
      await storage.removeQuietly(image.keys);
      throw err;
    }
    return reply.status(201).send({ src, title, width: image.width, height: image.height, type: 'image/webp', variants: image.variants, placeholder: image.placeholder });
  });
}
