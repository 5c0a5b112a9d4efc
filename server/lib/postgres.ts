import { createRequire } from 'node:module';
import type pg from 'pg';

let loaded: typeof pg | null = null;

/**
 * node-postgres, loaded when a PostgreSQL database or replica is opened: a server on SQLite never needs it, and
 * loading it at start cost about 6 MB resident at rest (issue 13). Synchronous (pg is CommonJS), so opening a
 * database stays synchronous.
 */
export function postgres(): typeof pg {
  if (!loaded) {
    loaded = createRequire(import.meta.url)('pg') as typeof pg;
    // PostgreSQL returns int8 (count(*)) as text; these counts always fit a JS number.
    loaded.types.setTypeParser(20, (v) => Number(v));
  }
  return loaded;
}
