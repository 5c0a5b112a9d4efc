import { defineConfig, type Plugin } from 'vite';
import type { Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { ADMIN_MANIFEST, ASSETS_BASE } from './src/constants.ts';
import { precompress } from './server/render/assets.ts';

// The public site and the back-office are built separately into dist/client (served from /build/), then the
// site's server entry into dist/server: `vite build` builds the three environments in that order.
// Separate builds because one build split the site's shared code along the back-office's lines (React, MUI,
// the text helpers each in a chunk of their own), and every extra file a phone fetches costs its headers.
const SITE_INITIAL_GROUPS = [
  // The boot script and what it records (site/forms/source.ts): the page's first script, kept whole and tiny.
  // The app's chunks import source.ts from it, which the browser has already run.
  { name: 'boot', test: /site[\\/](boot|bootAttributes|forms[\\/]source)\.ts$/, priority: 2 },
  // Everything else the app imports statically goes in one chunk (decision 003): one request and one
  // compression window instead of five. What pages load later (forms, lightbox, map, calculator) stays split.
  { name: 'site', tags: ['$initial' as const], priority: 1 },
  // Route-level splitting (decision 038): every page is a lazy route whose own code Rolldown keeps in the page's
  // chunk; what two or more pages share (cards, hero, sections, JSON-LD) is one `pages` chunk, not a file per
  // component (Rolldown's own split gave the project page 16 files, each with its headers).
  { name: pageChunkName, priority: 0 },
];

/** A page: a module site/routes.tsx imports dynamically (lazyPage). */
const ROUTES_MODULE = /site[\\/]routes\.tsx$/;

function pageChunkName(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (id.includes('node_modules') || id.startsWith('\0')) return null;
  // The dynamically imported modules (pages, forms, lazy panels) that reach this module through static imports.
  const roots = new Set<string>();
  const seen = new Set<string>();
  const walk = (m: string) => {
    if (seen.has(m)) return;
    seen.add(m);
    const info = ctx.getModuleInfo(m);
    if (!info) return;
    if (info.dynamicImporters.length) roots.add(m);
    info.importers.forEach(walk);
  };
  walk(id);
  const isPage = (m: string) => ctx.getModuleInfo(m)?.dynamicImporters.some((d) => ROUTES_MODULE.test(d));
  const pages = [...roots].filter(isPage);
  // What the project page shares with a few other pages or with a part it loads later (market evidence, the payment
  // plan and its table, the booking section, the returns section: issue 41) is the project family's chunk, so the
  // home page and the articles do not load it, and the project page gets it in one file.
  if (roots.size >= 2 && pages.length < COMMON_TO && pages.some((m) => PROJECT_PAGE.test(m))) return 'project-family';
  // Left to Rolldown (the page's own chunk, or a lazy feature's): what fewer than two pages import.
  if (pages.length < 2) return null;
  return 'pages';
}

/** The project page, the heaviest and most visited page. */
const PROJECT_PAGE = /site[\\/]pages[\\/]ProjectPage\.tsx$/;
/** A module at least this many pages import is common to the site's pages (cards, hero, breadcrumbs, pictures). */
const COMMON_TO = 5;

/** The .br and .gz copies the /build/ handler serves are written here, once, not by each server at start-up. */
const precompressBrowserBuilds: Plugin = {
  name: 'oasis-precompress',
  apply: 'build',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  async writeBundle(options) {
    if (options.dir) await precompress(options.dir);
  },
};

export default defineConfig({
  base: ASSETS_BASE,
  plugins: [react(), precompressBrowserBuilds],
  build: { sourcemap: false },
  // The site's styles are CSS Modules (decision 046); the same names in the client and the SSR build.
  css: { modules: { generateScopedName: '[local]_[hash:base64:5]' } },
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        // One stylesheet for the whole site, linked by every page: a lazily loaded page's or form's rules are there
        // before its script runs (the server-rendered HTML is styled at once), and it is cached across pages.
        cssCodeSplit: false,
        manifest: true,
        emptyOutDir: true,
        rolldownOptions: {
          input: { site: 'site/entry-client.tsx', boot: 'site/boot.ts' },
          output: { codeSplitting: { groups: SITE_INITIAL_GROUPS } },
        },
      },
    },
    admin: {
      consumer: 'client',
      build: {
        outDir: 'dist/client',
        manifest: ADMIN_MANIFEST,
        emptyOutDir: false,
        rolldownOptions: { input: { admin: 'admin/main.tsx' } },
      },
    },
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        rolldownOptions: { input: 'site/entry-server.tsx' },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'admin', 'ssr']) await builder.build(builder.environments[name]);
    },
  },
  // `npm run dev:mock` sets MOCK_API: the dev server hands API calls and uploads to the json-server mock.
  ...(process.env.MOCK_API
    ? { server: { proxy: Object.fromEntries(['/api', '/sanctum', '/uploads'].map((p) => [p, { target: process.env.MOCK_API, changeOrigin: true }])) } }
    : {}),
  ssr: {
    noExternal: ['@mui/material', '@mui/icons-material', '@mui/system', '@mui/utils'],
  },
});
