/**
 * Renders chosen demo drawings to PNG for a quick look while editing the drawing code.
 * Run: npx tsx scripts/demo/preview.ts <out-dir> <image-name>...   (names as in db.json, without -<width>.<ext>)
 */
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { buildContent } from './content';
import { IMAGE_REGISTRY } from './lib';
import { drawSvg } from './draw';

async function main() {
  const [outDir, ...names] = process.argv.slice(2);
  if (!outDir || names.length === 0) throw new Error('usage: preview.ts <out-dir> <image-name>...');
  buildContent();
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of names) {
    const spec = IMAGE_REGISTRY.get(name);
    if (!spec) throw new Error(`no image named ${name}`);
    await sharp(Buffer.from(drawSvg(spec))).resize(800).png().toFile(path.join(outDir, `${name}.png`));
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
