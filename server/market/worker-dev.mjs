// Development and tests only: the import worker (worker.ts) run from source. A worker thread does not inherit the
// parent's tsx hooks on Node 20, so it registers them itself; the production bundle starts market-import-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
