import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
}

export interface SiteAssets {
  /** The page's only script at load (site/boot.ts): it fetches the app once the page has loaded. */
  script: string;
  /** The React app (site/entry-client.tsx) and the chunks it imports, which boot asks for together. */
  app: string;
  preloads: string[];
  styles: string[];
  /** Their text, written into every page's head (decision 046): a first visit waits for no stylesheet request. */
  css: string;
  /** A lazily loaded module's chunks (a page's, decision 038) by its source file, beyond the app's own. */
  lazy: Record<string, string[]>;
}

const BASE = '/build/';

/** The boot script, the app's script, its statically imported chunks and all their CSS, from Vite's manifest. */
export function siteAssets(manifestFile: string, entry = 'site/entry-client.tsx', bootEntry = 'site/boot.ts'): SiteAssets {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const root = manifest[entry] ?? Object.values(manifest).find((c) => c.isEntry && c.name === 'site');
  if (!root) throw new Error(`The build manifest has no "${entry}" entry`);
  const boot = manifest[bootEntry];
  if (!boot) throw new Error(`The build manifest has no "${bootEntry}" entry`);
  const preloads = new Set<string>();
  const styles = new Set<string>(root.css ?? []);
  // The site's one stylesheet (vite.config.ts: cssCodeSplit false) is the manifest's own `style.css` entry.
  const sheet = manifest['style.css'];
  if (sheet) styles.add(sheet.file);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((c) => styles.add(c));
    chunk.imports?.forEach(visit);
  };
  root.imports?.forEach(visit);
  /** A module's chunks that the app's own do not already hold (nor the app's script itself). */
  const beyondApp = (start: string): string[] => {
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || preloads.has(chunk.file) || files.has(chunk.file) || chunk.file === root.file) return;
      files.add(chunk.file);
      chunk.imports?.forEach(add);
    };
    add(start);
    return [...files].map((f) => BASE + f);
  };
  const lazy = Object.fromEntries(Object.entries(manifest).filter(([, c]) => c.isDynamicEntry).map(([key]) => [key, beyondApp(key)]));
  const clientDir = path.dirname(path.dirname(manifestFile));
  // `</style` cannot end the element early: CSS never needs that sequence, so it is escaped rather than trusted.
  const css = [...styles].map((f) => fs.readFileSync(path.join(clientDir, f), 'utf8')).join('\n').replaceAll('</style', '<\\/style');
  return { script: BASE + boot.file, app: BASE + root.file, preloads: [...preloads].map((f) => BASE + f), styles: [...styles].map((f) => BASE + f), css, lazy };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Another process starting at the same time never sees (nor serves) a half-written file. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(temp, bytes);
  await fs.promises.rename(temp, file);
}

/**
 * Writes .br and .gz beside every script, stylesheet and SVG of the build once, so the static
 * handler serves precompressed bytes (compressing per request would cost every visitor). Run by the
 * build (vite.config.ts): done at a server's start, brotli's level 11 held about 40 MB more for 20 s.
 */
export async function precompress(dir: string): Promise<number> {
  let made = 0;
  const walk = async (d: string): Promise<void> => {
    for (const entry of await fs.promises.readdir(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') await walk(file);
        continue;
      }
      if (!/\.(js|mjs|css|svg|json|html|txt)$/.test(entry.name)) continue;
      const bytes = await fs.promises.readFile(file);
      // Small files too (the bundler's runtime chunk, 726 bytes, is 382 in Brotli): only an empty gain is skipped.
      if (bytes.length < 256) continue;
      if (!fs.existsSync(`${file}.br`)) {
        await writeAtomically(`${file}.br`, await brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        made++;
      }
      if (!fs.existsSync(`${file}.gz`)) {
        await writeAtomically(`${file}.gz`, await gzip(bytes, { level: 9 }));
        made++;
      }
    }
  };
  await walk(dir);
  return made;
}
