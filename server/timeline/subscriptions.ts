import { resourceEvents } from '../resources/events';
import { timelineOfUpdate } from './stage';

/** The lead's timeline (issue 40 item 2, decision 033): a staff save's stage change or reassignment, in the save's transaction, with who made it. */
export function subscribeLeadTimeline(): void {
  resourceEvents.on('enquiries', 'changed', 'timeline:stage', (e) => {
    if (e.changes.status || e.changes.assignee_id) return timelineOfUpdate(e.trx, e.actor?.request.staff?.id ?? null, e.record, e.previous);
  });
}
