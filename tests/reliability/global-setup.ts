import { execFileSync } from 'node:child_process';

/** Once per run: the front-end build and the server bundle the suite's servers start from, rebuilt when stale. */
export default function setup() {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });
}
