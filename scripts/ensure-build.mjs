// `npm start` on a fresh clone: build the front ends once if no build is there yet.
import fs from 'node:fs';
import { execSync } from 'node:child_process';

const needed = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js'];
if (process.env.SKIP_BUILD !== '1' && needed.some((f) => !fs.existsSync(f))) {
  console.log('No front-end build found: building it once (about a minute)...');
  execSync('npm run build', { stdio: 'inherit' });
}
