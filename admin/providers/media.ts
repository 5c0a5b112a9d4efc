import { api } from '../../src/api/client';
import type { Media as MediaValue } from '../../src/site-contract';

/** A stored file as POST /api/media answers it (and as records keep it). */
export type { MediaValue };

/** What react-admin's ImageInput/FileInput hold for a file picked but not yet uploaded. */
interface PickedFile {
  rawFile: File;
  src?: string;
  title?: string;
}

const isPicked = (v: unknown): v is PickedFile => typeof v === 'object' && v !== null && typeof File !== 'undefined' && (v as PickedFile).rawFile instanceof File;

export type Uploader = (file: File) => Promise<MediaValue>;

export const uploadFile: Uploader = async (file) => {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post<MediaValue>('/api/media', form);
  return data;
};

/** Keeps only the fields of the media schema (ImageInput adds nothing else, but previews carry blob URLs). */
function clean(m: MediaValue): MediaValue {
  const out: MediaValue = { src: m.src, title: m.title ?? null, type: m.type ?? null };
  if (m.width != null) out.width = m.width;
  if (m.height != null) out.height = m.height;
  if (m.variants) out.variants = m.variants;
  if (m.placeholder) out.placeholder = m.placeholder;
  return out;
}

/** Uploads every newly picked file anywhere in the record (top-level or in lists) and puts the stored file in its place. */
export async function uploadPickedFiles<T>(value: T, upload: Uploader = uploadFile): Promise<T> {
  if (isPicked(value)) {
    const stored = await upload(value.rawFile);
    return clean({ ...stored, title: value.title && value.title !== value.rawFile.name ? value.title : stored.title }) as T;
  }
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => uploadPickedFiles(v, upload)))) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = await Promise.all(Object.entries(value as Record<string, unknown>).map(async ([k, v]) => [k, await uploadPickedFiles(v, upload)] as const));
    return Object.fromEntries(entries) as T;
  }
  return value;
}
