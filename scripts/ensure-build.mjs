// `npm start`, the Playwright web server and the reliability suite: build the front ends when there is no build yet
// or a front-end source is newer than it, and rebundle the server (a fraction of a second) when a server source is.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, WORKERS, buildServer } from './build-server.mjs';

const frontEnd = { outputs: ['dist/client/.vite/manifest.json', 'dist/client/.vite/admin-manifest.json', 'dist/server/entry-server.js'], sources: ['site', 'admin', 'src', 'vite.config.ts', 'package-lock.json'] };
const server = { outputs: [SERVER_ENTRY, ...WORKERS.map((w) => w.out)], sources: ['server', 'src', 'package-lock.json', 'scripts/build-server.mjs'] };

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), stat.mtimeMs);
}

function staleness({ outputs, sources }) {
  if (outputs.some((f) => !fs.existsSync(f))) return 'missing';
  const built = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
  return sources.some((s) => newest(s) > built) ? 'changed' : null;
}

export async function ensureBuild() {
  if (process.env.SKIP_BUILD === '1') return;
  const frontEndState = staleness(frontEnd);
  if (frontEndState) {
    console.log(`${frontEndState === 'missing' ? 'No front-end build found' : 'The front-end sources changed since the last build'}: building it (about a minute)...`);
    execSync('npm run build', { stdio: 'inherit' });
  } else if (staleness(server)) {
    await buildServer();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await ensureBuild();
