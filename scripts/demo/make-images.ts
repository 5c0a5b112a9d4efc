/**
 * Draws every image the demo content references (IMAGE_REGISTRY, filled by building the content) as
 * SVG and renders it with sharp into server/demo/uploads/demo/<name>-<width>.{webp,avif}; writes the
 * brochure and guide PDFs; deletes files no longer referenced. Nothing is downloaded.
 * Unchanged drawings are skipped: scripts/demo/images.lock.json records, per image, the hash of its
 * SVG and the encoder version of each format, so changing one format's settings re-encodes only it.
 * Run: npx tsx scripts/demo/make-images.ts [--force]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildContent } from './content';
import { DEMO_DIR, IMAGE_FORMATS, IMAGE_KINDS, IMAGE_REGISTRY, PDF_REGISTRY, imageHeight, type ImageSpec } from './lib';
import { drawSvg } from './draw';
import { makePdf } from './draw/pdf';

type Format = (typeof IMAGE_FORMATS)[number];
const LOCK = path.resolve('scripts/demo/images.lock.json');
/** Bump a format's version after changing its settings below. */
const ENCODER: Record<Format, string> = { avif: 'avif1', webp: 'webp2' };

async function encode(img: sharp.Sharp, kind: ImageSpec['kind'], format: Format): Promise<Buffer> {
  if (kind === 'qr') return (format === 'webp' ? img.webp({ lossless: true }) : img.avif({ lossless: true })).toBuffer();
  if (format === 'avif') return img.avif({ quality: kind === 'plan' ? 65 : 55, effort: 4 }).toBuffer();
  // Flat drawings with hard edges (skylines, plans) are often smaller lossless: keep whichever is smaller.
  const lossy = await img.clone().webp({ quality: kind === 'plan' ? 72 : 62, effort: 5 }).toBuffer();
  const lossless = await img.clone().webp({ lossless: true, effort: 4 }).toBuffer();
  return lossless.length < lossy.length ? lossless : lossy;
}

async function render(spec: ImageSpec, svgText: string, dir: string, formats: Format[]): Promise<void> {
  const base = sharp(Buffer.from(svgText));
  for (const w of IMAGE_KINDS[spec.kind].widths) {
    const resized = base.clone().resize(w, imageHeight(spec.kind, w), { kernel: spec.kind === 'qr' ? 'nearest' : 'lanczos3', fit: 'fill' });
    for (const format of formats) fs.writeFileSync(path.join(dir, `${spec.name}-${w}.${format}`), await encode(resized.clone(), spec.kind, format));
  }
}

type Lock = Record<string, { svg: string } & Record<Format, string>>;

function writeLock(lock: Lock) {
  fs.writeFileSync(LOCK, `${JSON.stringify(Object.fromEntries(Object.entries(lock).sort()), null, 1)}\n`);
}

async function main() {
  const force = process.argv.includes('--force');
  const dir = path.resolve(DEMO_DIR);
  fs.mkdirSync(dir, { recursive: true });
  buildContent();
  const lock: Lock = fs.existsSync(LOCK) && !force ? JSON.parse(fs.readFileSync(LOCK, 'utf8')) : {};
  const next: Lock = {};
  const keep = new Set<string>();
  let drawn = 0;
  const started = Date.now();
  for (const spec of IMAGE_REGISTRY.values()) {
    const svgText = drawSvg(spec);
    const svgHash = crypto.createHash('sha256').update(`${spec.kind}\n${svgText}`).digest('hex').slice(0, 16);
    const widths = IMAGE_KINDS[spec.kind].widths;
    widths.forEach((w) => IMAGE_FORMATS.forEach((f) => keep.add(`${spec.name}-${w}.${f}`)));
    const was = lock[spec.name];
    const stale = IMAGE_FORMATS.filter(
      (f) => was?.svg !== svgHash || was[f] !== ENCODER[f] || widths.some((w) => !fs.existsSync(path.join(dir, `${spec.name}-${w}.${f}`))),
    );
    next[spec.name] = { svg: svgHash, ...ENCODER };
    if (stale.length === 0) continue;
    await render(spec, svgText, dir, stale);
    drawn++;
    // Saved as we go, so an interrupted run resumes where it stopped.
    lock[spec.name] = next[spec.name];
    if (drawn % 10 === 0) writeLock(lock);
    if (drawn % 20 === 0) console.log(`  ${drawn} drawn (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  for (const doc of PDF_REGISTRY.values()) {
    keep.add(`${doc.name}.pdf`);
    fs.writeFileSync(path.join(dir, `${doc.name}.pdf`), makePdf(doc.title, doc.lines));
  }
  let removed = 0;
  for (const f of fs.readdirSync(dir)) {
    if (keep.has(f)) continue;
    fs.rmSync(path.join(dir, f));
    removed++;
  }
  writeLock(next);
  const bytes = fs.readdirSync(dir).reduce((s, f) => s + fs.statSync(path.join(dir, f)).size, 0);
  console.log(`${IMAGE_REGISTRY.size} images (${drawn} redrawn), ${PDF_REGISTRY.size} PDFs, ${removed} stale files removed; ${(bytes / 1048576).toFixed(1)} MB in ${DEMO_DIR}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
