// `npm start`: build the front ends when there is no build yet, or when a front-end source is newer than it.
import fs from 'node:fs';
import path from 'node:path';
import { execSync } from 'node:child_process';

const outputs = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'];
const sources = ['site', 'admin', 'src', 'vite.config.ts', 'package-lock.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), stat.mtimeMs);
}

function reason() {
  if (outputs.some((f) => !fs.existsSync(f))) return 'No front-end build found';
  const built = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
  if (sources.some((s) => newest(s) > built)) return 'The front-end sources changed since the last build';
  return null;
}

const why = process.env.SKIP_BUILD === '1' ? null : reason();
if (why) {
  console.log(`${why}: building it (about a minute)...`);
  execSync('npm run build', { stdio: 'inherit' });
}
