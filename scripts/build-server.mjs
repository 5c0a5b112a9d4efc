// `npm run build` (last step): bundles the server into dist/server-app/index.js so production runs plain `node`.
// node_modules stay external (native better-sqlite3, argon2, sharp); the site's SSR entry is loaded at run time
// from dist/server/entry-server.js. dist/server-app/ sits two levels under the root like server/routes/, so
// server/routes/static.ts finds the root through import.meta.url unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = 'dist/server-app';
export const SERVER_ENTRY = `${SERVER_OUT_DIR}/index.js`;
/** The market import's worker thread (decision 026): its own entry, loaded by server/market/worker-client.ts beside index.js. */
export const WORKERS = [{ entry: 'server/market/worker.ts', out: `${SERVER_OUT_DIR}/market-import-worker.js` }];

/** Files the server reads next to its own module (new URL('./x', import.meta.url)): copied beside the bundle. */
const BESIDE_MODULE = ['server/auth/common-passwords.txt'];

export async function buildServer() {
  const started = performance.now();
  for (const w of WORKERS) await bundle(w.entry, w.out);
  // The server last: a server starting meanwhile finds its worker already in place.
  await bundle('server/index.ts', SERVER_ENTRY);
  for (const file of BESIDE_MODULE) fs.copyFileSync(file, path.join(SERVER_OUT_DIR, path.basename(file)));
  console.log(`Server bundled into ${SERVER_ENTRY} (and ${WORKERS.length} worker) in ${Math.round(performance.now() - started)} ms`);
}

async function bundle(entry, outfile) {
  // Written to a temporary name and renamed: a server starting meanwhile never loads half a file.
  const tmp = `${outfile}.${process.pid}.tmp`;
  await build({
    entryPoints: [entry],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  fs.renameSync(`${tmp}.map`, `${outfile}.map`);
  // The source map comment names the temporary file: point it at the final one.
  const code = fs.readFileSync(tmp, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${path.basename(outfile)}.map\n`);
  fs.writeFileSync(tmp, code);
  fs.renameSync(tmp, outfile);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
