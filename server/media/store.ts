import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploads live on disk and under which address they are served. */
export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** Uploads are served under /uploads/<key> whatever the storage, so stored records never change with it. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A key this site could have written: YYYY/MM/<24 hex>[-<width>].<ext>. Anything else is never read from storage. */
export const UPLOAD_KEY = /^\d{4}\/\d{2}\/[0-9a-f]{24}(-\d{1,5})?\.(webp|avif|pdf)$/;

export const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', pdf: 'application/pdf' };

/** A fresh YYYY/MM folder and a random stem: file names never come from the client. */
export function newUploadSlot(now = new Date()): { keyDir: string; stem: string } {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return { keyDir: `${yyyy}/${mm}`, stem: crypto.randomBytes(12).toString('hex') };
}

/** The storage could not be reached or refused the write: the upload is not saved, try later (503). */
export class MediaStorageUnavailableError extends Error {}

export type StoredObject =
  | { status: 200; body: Readable; contentLength: number | null; etag: string | null; lastModified: Date | null }
  | { status: 304; etag: string | null }
  | { status: 404 };

/** Where uploaded files go. Keys are relative to the uploads root (YYYY/MM/name.ext). */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Writes new bytes; never overwrites (names are random). Throws MediaStorageUnavailableError when the store is down. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes what an upload wrote; never throws (a leftover file is harmless, a failed answer is not). */
  removeQuietly(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/** The default: DATA_DIR/uploads on this machine, served by routes/static.ts. */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { flag: 'wx' });
  }

  async removeQuietly(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => fs.rm(path.join(this.root, k), { force: true }).catch(() => undefined)));
  }

  async close(): Promise<void> {}
}

/** The client's file name reduced to a safe, readable title: no path, no control or markup characters. */
export function sanitizeTitle(fileName: string | undefined | null): string {
  const base = String(fileName ?? '')
    .split(/[\\/]/)
    .pop()!
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._()+,&'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return base.replace(/^\.+/, '') || 'upload';
}
