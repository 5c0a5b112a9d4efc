/**
 * Writes db.json, the demo content the server seeds on first start (and `npm run mock` serves).
 * Deterministic: the same sources always give the same file.  Run: npx tsx scripts/demo/make-content.ts
 * Then run make-images.ts so every image and PDF the content references exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildContent } from './content';
import { IMAGE_REGISTRY, PDF_REGISTRY } from './lib';

const out = path.resolve(process.argv[2] ?? 'db.json');
const content = buildContent();
fs.writeFileSync(out, `${JSON.stringify(content, null, 2)}\n`);
const counts = Object.entries(content).map(([k, v]) => `${v.length} ${k}`).join(', ');
console.log(`Wrote ${path.relative(process.cwd(), out)}: ${counts}; ${IMAGE_REGISTRY.size} images and ${PDF_REGISTRY.size} PDFs referenced`);
