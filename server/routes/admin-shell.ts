import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACTIVATION_PATH, ADMIN_MANIFEST, ASSETS_BASE, LOGIN_PATH } from '../../src/constants';
import { escapeHtml } from '../../src/text';

/** The back-office is a client-only app: one HTML shell for its routes, assets from the Vite manifest. */
export const ADMIN_ENTRY = 'admin/main.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface AdminShellOptions {
  /** Folder holding the back-office's manifest, ADMIN_MANIFEST (default dist/client). */
  clientDir?: string;
}


/** The entry's script, every stylesheet it and its static imports need, and modulepreload hints. */
export function shellHtml(manifest: Manifest, title: string): string {
  const entry = manifest[ADMIN_ENTRY];
  if (!entry) throw new Error(`The client build has no "${ADMIN_ENTRY}" entry`);
  const css = new Set<string>();
  const preload = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((c) => css.add(c));
    if (key !== ADMIN_ENTRY) preload.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  walk(ADMIN_ENTRY);
  const asset = (file: string) => escapeHtml(`${ASSETS_BASE}${file}`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    ...[...css].map((c) => `<link rel="stylesheet" href="${asset(c)}">`),
    ...[...preload].map((p) => `<link rel="modulepreload" href="${asset(p)}">`),
    `<script type="module" src="${asset(entry.file)}"></script>`,
    '</head>',
    '<body>',
    '<noscript>The Oasis Invest back-office needs JavaScript.</noscript>',
    '<div id="admin-root"></div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export default async function adminShell(app: FastifyInstance, opts: AdminShellOptions = {}) {
  const manifestPath = path.resolve(opts.clientDir ?? 'dist/client', ADMIN_MANIFEST);
  let cached: { mtimeMs: number; html: string } | null = null;

  // Re-read only when the build changes, so a rebuild is picked up without a restart.
  const load = (): string | null => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(manifestPath);
    } catch {
      return null;
    }
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.html;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    cached = { mtimeMs: stat.mtimeMs, html: shellHtml(manifest, app.config.productName) };
    return cached.html;
  };

  const serve = async (_request: unknown, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const html = load();
    if (!html) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The back-office has not been built yet: run "npm run build" (or "npm start", which builds when dist/ is missing), then reload.');
    }
    return reply.type('text/html; charset=utf-8').send(html);
  };

  for (const url of ['/admin', '/admin/*', LOGIN_PATH, ACTIVATION_PATH]) app.get(url, serve);
}
