import { resourceEvents } from '../resources/events';
import { recordProjectFacts } from './events';

/**
 * The investor's workspace (issue 27): a project's price changes and the events saved-search alerts are matched
 * against are stored in every write's transaction (the REST router, a restore, a draft's publish, the seed); the
 * alerts job is woken once the write commits, so an alert goes out without waiting for its next poll.
 */
export function subscribeAlerts(): void {
  resourceEvents.on('projects', ['created', 'changed'], 'alerts:project-facts', (e) =>
    recordProjectFacts(e.trx, e.kind === 'created' ? { op: 'create', record: e.record, previous: null } : { op: 'update', record: e.record, previous: e.previous }),
  );
  resourceEvents.on('projects', ['created', 'changed', 'deleted'], 'alerts:wake', ({ actor, afterCommit }) => {
    if (actor) afterCommit(() => actor.app.alerts?.wake());
  });
}
