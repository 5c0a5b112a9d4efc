import type { Metadata } from 'sharp';
import { CONTENT_TYPES, MediaStorageUnavailableError, UPLOADS_URL_PREFIX, type MediaStorage } from './store';

/** Widths of the responsive variants; an image narrower than one gets its own width instead (no upscaling). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const VARIANT_FORMATS = ['webp', 'avif'] as const;
/** Decompression-bomb guard: a 15 MB PNG can claim billions of pixels. */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageVariant {
  src: string;
  width: number;
  format: (typeof VARIANT_FORMATS)[number];
}

export interface ProcessedImage {
  /** Size of the largest variant (what `src` shows). */
  width: number;
  height: number;
  /** Size of the upright original. */
  originalWidth: number;
  originalHeight: number;
  variants: ImageVariant[];
  /** Dominant colour, shown while the image loads. */
  placeholder: string;
  /** Storage keys written, so a failed save can remove them. */
  keys: string[];
}

export class UnreadableImageError extends Error {}

/** Widths to produce for an upright original of `width` pixels. */
export function variantWidths(width: number): number[] {
  const out: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  if (!out.includes(largest)) out.push(largest);
  return out;
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/**
 * Auto-rotates, strips every piece of metadata (sharp writes none unless asked) and stores WebP and AVIF
 * variants as `<keyDir>/<stem>-<width>.<format>`.
 */
export async function processImage(input: Buffer, expectedFormat: string, storage: MediaStorage, keyDir: string, stem: string): Promise<ProcessedImage> {
  // Loaded on the first upload: sharp and its native library hold memory an instance that only serves pages never needs.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UnreadableImageError('The image could not be read: the file is damaged, incomplete or too many pixels');
  }
  if (meta.format !== expectedFormat || !meta.width || !meta.height)
    throw new UnreadableImageError('The image could not be read: its content does not match an image format we accept');
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap once it is upright.
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = swap ? meta.height : meta.width;
  const originalHeight = swap ? meta.width : meta.height;

  const keys: string[] = [];
  try {
    // Decode the upload once: an upright master at the largest variant width, from which every variant is cut.
    const widths = variantWidths(originalWidth);
    const master = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const { width: mw, height: mh, channels } = master.info;
    const fromMaster = () => sharp(master.data, { raw: { width: mw, height: mh, channels } });
    const jobs = widths.flatMap((w) =>
      VARIANT_FORMATS.map(async (format) => {
        const key = `${keyDir}/${stem}-${w}.${format}`;
        const pipeline = fromMaster().resize({ width: w, withoutEnlargement: true });
        const { data, info } = await (format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.avif({ quality: 50, effort: 2 })).toBuffer({ resolveWithObject: true });
        keys.push(key);
        await storage.put(key, data, CONTENT_TYPES[format]);
        return { src: `${UPLOADS_URL_PREFIX}${key}`, width: info.width, height: info.height, format };
      }),
    );
    // Wait for every job, so a failure cleans up after the writes still in flight too.
    const settled = await Promise.allSettled(jobs);
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const done = settled.map((r) => (r as PromiseFulfilledResult<ImageVariant & { height: number }>).value);
    const small = await fromMaster().resize(32, 32, { fit: 'inside' }).png().toBuffer();
    const { dominant } = await sharp(small).stats();
    const variants = done.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
    const largest = variants.filter((v) => v.format === 'webp').at(-1)!;
    return {
      width: largest.width,
      height: largest.height,
      originalWidth,
      originalHeight,
      variants: variants.map(({ src, width, format }) => ({ src, width, format })),
      placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      keys,
    };
  } catch (err) {
    await storage.removeQuietly(keys);
    if (err instanceof MediaStorageUnavailableError) throw err;
    if (err instanceof Error && /Input|unsupported|corrupt|premature|bad|VipsJpeg|pngload|webp|heif/i.test(err.message))
      throw new UnreadableImageError('The image could not be read: the file is damaged or incomplete');
    throw err;
  }
}
