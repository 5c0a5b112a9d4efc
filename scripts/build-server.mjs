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

/** Files the server reads next to its own module (new URL('./x', import.meta.url)): copied beside the bundle. */
const BESIDE_MODULE = ['server/auth/common-passwords.txt'];

export async function buildServer() {
  const started = performance.now();
  // Written to a temporary name and renamed: a server starting meanwhile never loads half a file.
  const tmp = `${SERVER_ENTRY}.${process.pid}.tmp`;
  await build({
    entryPoints: ['server/index.ts'],
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
  for (const file of BESIDE_MODULE) fs.copyFileSync(file, path.join(SERVER_OUT_DIR, path.basename(file)));
  fs.renameSync(`${tmp}.map`, `${SERVER_ENTRY}.map`);
  // The source map comment names the temporary file: point it at the final one.
  const code = fs.readFileSync(tmp, 'utf8').replace(/\/\/# sourceMappingURL=\S+\s*$/, `//# sourceMappingURL=${path.basename(SERVER_ENTRY)}.map\n`);
  fs.writeFileSync(tmp, code);
  fs.renameSync(tmp, SERVER_ENTRY);
  console.log(`Server bundled into ${SERVER_ENTRY} in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
