// `npm run dev:mock`: the mock API on :3001 and Vite's dev server (hot reload) proxying /api to it.
// Both front ends work; the public site renders in the browser only (no server rendering here).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { createMockServer } from './server.mjs';
import { ACTIVATION_PATH, LOGIN_PATH } from '../../src/constants.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const mockPort = Number(process.env.MOCK_PORT || 3001);
const devPort = Number(process.env.PORT || 5173);
process.env.MOCK_API = process.env.MOCK_API || `http://127.0.0.1:${mockPort}`;

/** The element the entry mounts into, read from its source so this stays right when the entry changes. */
function mountId(entry, fallback) {
  try {
    return /getElementById\(\s*['"]([\w-]+)['"]\s*\)/.exec(fs.readFileSync(path.join(ROOT, entry), 'utf8'))?.[1] ?? fallback;
  } catch {
    return fallback;
  }
}

const isAdminPath = (url) => url.startsWith('/admin') || url.startsWith(LOGIN_PATH) || url.startsWith(ACTIVATION_PATH);

/** Vite serves modules only: this answers page addresses with an HTML shell (Vite adds the /build/ base). */
const htmlShell = {
  name: 'oasis-mock-html-shell',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      const url = req.url ?? '/';
      if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html') || /^\/(build|api|uploads|sanctum)\b/.test(url)) return next();
      const admin = isAdminPath(url);
      const entry = admin ? 'admin/main.tsx' : 'site/entry-client.tsx';
      const id = mountId(entry, admin ? 'admin-root' : 'root');
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Oasis Invest (mock API)</title></head><body><div id="${id}"></div>${admin ? `<script type="module" src="/${entry}"></script>` : `<script type="module" src="/site/boot.ts" data-app="/build/${entry}"></script>`}</body></html>`;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(await server.transformIndexHtml(url, html));
    });
  },
};

const mock = createMockServer({ logger: true, publicUrl: `http://127.0.0.1:${devPort}` }).listen(mockPort, '127.0.0.1');
const vite = await createServer({ configFile: path.join(ROOT, 'vite.config.ts'), plugins: [htmlShell], server: { port: devPort, host: '127.0.0.1' } });
await vite.listen();
console.log(`\n  Mock API: http://127.0.0.1:${mockPort}/api   (in memory; db.json is never written)`);
vite.printUrls();
console.log(`  Back-office: http://127.0.0.1:${devPort}/admin   (any e-mail and password sign in)\n`);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, async () => {
    await vite.close();
    mock.close(() => process.exit(0));
  });
