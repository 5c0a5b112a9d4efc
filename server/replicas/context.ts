import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the work running now may read from a replica. Set per request by the replicas plugin (anonymous
 * GET/HEAD without the read-your-writes cookie: yes); everything else (background jobs, writes, staff,
 * start-up) runs outside any request or with `replica: false`, and reads the primary.
 */
export interface ReadContext {
  replica: boolean;
}

export const readContext = new AsyncLocalStorage<ReadContext>();

const PRIMARY: ReadContext = { replica: false };

/** Runs `work` with every query on the primary (readiness checks, cache fills that must see the latest change). */
export function onPrimary<T>(work: () => T): T {
  return readContext.run(PRIMARY, work);
}

export const mayReadReplica = (): boolean => readContext.getStore()?.replica === true;
