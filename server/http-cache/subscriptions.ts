import { resourceEvents } from '../resources/events';

/**
 * A staff write changes what visitors see: once it commits, `contentChanged` purges the record's and its lists'
 * cached answers (this instance's caches, the other instances through Redis, the HTTP caches: decision 020).
 * Registered last, so the purge follows every other subscriber's work.
 */
export function subscribeCachePurges(): void {
  resourceEvents.on('*', ['created', 'changed', 'deleted'], 'http-cache:purge', ({ actor, resource, id, afterCommit }) => {
    if (actor) afterCommit(() => actor.app.contentChanged(resource, { ids: [id] }));
  });
}
