import type { Kysely } from 'kysely';
import { resourceEvents } from './events';
import { RESOURCE_BY_NAME } from './registry';

/**
 * A row of a defined resource written by its own service rather than the writer (a visitor's booking, a WhatsApp
 * message from the webhook): its `created` event, in the row's transaction, with no staff actor (so no cache purge or
 * audit). Features react as to any create (decision 028). Returns the work to run once the transaction committed.
 */
export async function emitCreated(trx: Kysely<any>, resource: string, record: Record<string, unknown>): Promise<Array<() => unknown>> {
  const def = RESOURCE_BY_NAME.get(resource);
  if (!def) throw new Error(`No resource named ${resource}`);
  const after: Array<() => unknown> = [];
  await resourceEvents.emit({ kind: 'created', def, resource, id: Number(record.id), actor: null, trx, record, afterCommit: (work) => void after.push(work), answer: () => undefined });
  return after;
}

/** Runs the work `emitCreated` returned, once the transaction committed. */
export async function runAfterCommit(works: Array<() => unknown>): Promise<void> {
  for (const work of works) await work();
}
