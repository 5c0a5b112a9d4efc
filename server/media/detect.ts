/** What an uploaded file really is, judged by its first bytes (never by its name or the client's MIME type). */
export type DetectedKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf' | 'svg' | 'heic' | 'gif' | null;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

export function detectKind(buf: Buffer): DetectedKind {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (buf.length >= 5 && ascii(buf, 0, 5) === '%PDF-') return 'pdf';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(ascii(buf, 0, 6))) return 'gif';
  if (buf.length >= 16 && ascii(buf, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then compatible brands up to the end of the ftyp box.
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
    const brands = [ascii(buf, 8, 12)];
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(buf, i, i + 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
    if (brands.some((b) => ['heic', 'heix', 'hevc', 'hevx', 'mif1'].includes(b))) return 'heic';
    return null;
  }
  // SVG (and any XML/HTML) is text: look past a BOM and whitespace for markup.
  const head = buf.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || (head.startsWith('<!doctype svg'))) return 'svg';
  return null;
}

export const IMAGE_KINDS = new Set<DetectedKind>(['jpeg', 'png', 'webp', 'avif']);

/** sharp's `format` for each accepted image kind (AVIF is read through libheif). */
export const SHARP_FORMAT: Record<string, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };
