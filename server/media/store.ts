import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploads live on disk and under which address they are served. */
export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

/** A fresh YYYY/MM folder and a random stem: file names never come from the client. */
export async function newUploadSlot(dataDir: string, now = new Date()): Promise<{ dir: string; urlDir: string; stem: string }> {
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const dir = path.join(uploadsRoot(dataDir), yyyy, mm);
  await fs.mkdir(dir, { recursive: true });
  return { dir, urlDir: `/uploads/${yyyy}/${mm}`, stem: crypto.randomBytes(12).toString('hex') };
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

export async function removeQuietly(files: string[]): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f, { force: true }).catch(() => undefined)));
}
