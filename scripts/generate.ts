/**
 * npm run generate [outDir]: the public site as static files (default dist/static) for any static host or CDN.
 *
 * Builds if needed, opens the database (migrates, seeds an empty one like npm start), starts the app in-process
 * (no port) and renders every public page with the production SSR entry: the sitemap's URLs, the numbered list
 * pages as /project/page/N/ and /blogs/page/N/, and the 404 page. Writes <out>/<path>/index.html, <out>/404.html,
 * the build's assets under /build/, the images the pages reference under /uploads/, favicon, robots.txt and
 * sitemap. Canonical and Open Graph URLs use PUBLIC_URL. The pages say they are a static export (layout data
 * `staticExport`): navigation is full page loads, search filters and the forms are replaced by how to reach the
 * team (there is no API beside the files). See docs/decisions/007-investor-features.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { withoutTrailingSlashes } from '../src/text';
import { LANGUAGES, localizedPath } from '../src/i18n/languages';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const MANIFEST = path.join(DIST, 'client', '.vite', 'manifest.json');
const ENTRY = path.join(DIST, 'server', 'entry-server.js');

type Transport = (p: string) => Promise<{ status: number; body: unknown }>;
type RenderFn = (
  url: string,
  opts: { transport: Transport; assets: { script: string; preloads: string[]; styles: string[] }; origin: string },
) => Promise<{ kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string }>;

/** Where a page's file goes: /a/b -> a/b/index.html (served as /a/b, /a/b/ by static hosts). */
export function fileForPath(outDir: string, urlPath: string): string {
  const clean = withoutTrailingSlashes(decodeURIComponent(urlPath.split('?')[0]));
  const parts = clean.split('/').filter(Boolean);
  if (parts.some((p) => p === '..' || p === '.' || p.includes('\\'))) throw new Error(`Refusing to write outside the output folder: ${urlPath}`);
  return path.join(outDir, ...parts, 'index.html');
}

function ensureBuild() {
  if (fs.existsSync(MANIFEST) && fs.existsSync(ENTRY)) return;
  console.log('No production build in dist/: running npm run build');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

function copyTree(from: string, to: string, skip: (name: string) => boolean = () => false) {
  if (!fs.existsSync(from)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const a = path.join(from, entry.name);
    const b = path.join(to, entry.name);
    if (entry.isDirectory()) n += copyTree(a, b, skip);
    else {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(a, b);
      n++;
    }
  }
  return n;
}

const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

async function main() {
  process.env.NODE_ENV = 'production'; // the client build's class names match only a production render (set before React loads)
  const outDir = path.resolve(process.argv[2] || path.join(DIST, 'static'));
  ensureBuild();

  const { loadConfig } = await import('../server/config');
  const { migrate, openDatabase } = await import('../server/db/connect');
  const { isEmpty, readDemoContent, seed } = await import('../server/demo/seed');
  const { buildApp } = await import('../server/app');
  const { siteAssets } = await import('../server/render/assets');
  const { uploadsRoot } = await import('../server/media/store');
  const { DEMO_UPLOADS_DIR } = await import('../server/routes/static');

  const config = loadConfig();
  const db = openDatabase(config);
  await migrate(db);
  if (config.seed && (await isEmpty(db))) await seed(db, readDemoContent());
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const origin = config.publicUrl;

  try {
    const inject = async (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    // The pages' data comes from the API in-process; the layout tells the browser it is a static copy.
    const transport: Transport = async (p) => {
      const res = await inject(p);
      let body: unknown = null;
      try {
        body = res.body ? JSON.parse(res.body) : null;
      } catch {
        body = null;
      }
      if (p.split('?')[0] === '/api/site/layout' && body && typeof body === 'object') body = { ...body, staticExport: true };
      return { status: res.statusCode, body };
    };
    const render = ((await import(pathToFileURL(ENTRY).href)) as { render: RenderFn }).render;
    const assets = siteAssets(MANIFEST);

    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });

    // Every published page the sitemap lists (an index past 50,000 URLs lists its parts).
    const sitemapFiles: [string, string][] = [];
    const locs: string[] = [];
    const sitemap = (await inject('/sitemap.xml')).body;
    sitemapFiles.push(['sitemap.xml', sitemap]);
    const parts = [...sitemap.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const part of parts) {
      const xml = (await inject(part)).body;
      sitemapFiles.push([part.slice(1), xml]);
      locs.push(...[...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    }
    if (!parts.length) locs.push(...[...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    const decodeXml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
    const paths = locs.map((l) => new URL(decodeXml(l)).pathname);

    // The numbered list pages, as folders a static host can serve.
    for (const [api, prefix] of [['/api/site/projects', '/project'], ['/api/site/blogs', '/blogs']] as const) {
      const list = (await transport(api)).body as { pageCount?: number } | null;
      for (let n = 2; n <= (list?.pageCount ?? 1); n++) paths.push(`${prefix}/page/${n}`);
    }

    const referenced = new Set<string>();
    const collect = (html: string) => {
      for (const m of html.matchAll(/\/uploads\/[A-Za-z0-9._\-/]+/g)) referenced.add(m[0]);
    };
    let pages = 0;
    const failures: string[] = [];
    // Every page in every language: a version the sitemap leaves out (English text, canonical to English; decision 013)
    // is still linked from the other pages of its language.
    for (const p of [...new Set(paths.flatMap((x) => LANGUAGES.map((l) => localizedPath(l, x))))]) {
      const result = await render(p, { transport, assets, origin });
      if (result.kind !== 'page' || result.status !== 200) {
        failures.push(`${p}: ${result.kind === 'page' ? `HTTP ${result.status}` : `redirect to ${result.location}`}`);
        continue;
      }
      write(fileForPath(outDir, p), result.html);
      collect(result.html);
      pages++;
    }
    const notFound = await render('/this-page-does-not-exist', { transport, assets, origin });
    if (notFound.kind === 'page') {
      write(path.join(outDir, '404.html'), notFound.html);
      collect(notFound.html);
    }

    // The build's files (without the precompressed copies and the manifest) and the images the pages use.
    const built = copyTree(path.join(DIST, 'client'), path.join(outDir, 'build'), (name) => name === '.vite' || name.endsWith('.br') || name.endsWith('.gz'));
    const roots = [uploadsRoot(config.dataDir), DEMO_UPLOADS_DIR];
    let images = 0;
    const missing: string[] = [];
    for (const ref of referenced) {
      const rel = ref.slice('/uploads/'.length);
      if (rel.split('/').some((s) => s === '..' || s === '')) continue;
      const source = roots.map((r) => path.join(r, rel)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (!source) {
        missing.push(ref);
        continue;
      }
      write(path.join(outDir, 'uploads', rel), fs.readFileSync(source));
      images++;
    }
    for (const [file, body] of sitemapFiles) write(path.join(outDir, file), body);
    write(path.join(outDir, 'robots.txt'), (await inject('/robots.txt')).body);
    write(path.join(outDir, 'favicon.svg'), (await inject('/favicon.svg')).rawPayload);

    console.log(`Static site for ${origin}: ${pages} pages, 404.html, ${built} build files, ${images} images -> ${path.relative(process.cwd(), outDir) || '.'}`);
    if (missing.length) console.warn(`${missing.length} referenced images were not found (first: ${missing[0]})`);
    if (failures.length) {
      console.error(`${failures.length} pages could not be rendered:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
