import { resourceEvents } from '../resources/events';
import { firstResponse, reassigned } from './rules';
import { LEAD_RESOURCE, type LeadType } from '../outbox/messages';

/** The lead rules (speed to lead, reassignment) on the lead resources' staff saves. */
export function subscribeLeadRules(): void {
  for (const type of Object.keys(LEAD_RESOURCE) as LeadType[]) {
    const resource = LEAD_RESOURCE[type];
    resourceEvents.check(resource, 'leads:first-response', firstResponse);
    resourceEvents.on(resource, 'changed', 'leads:reassigned', (e) => {
      const { actor } = e;
      if (actor && Number(e.record.assignee_id ?? 0) !== Number(e.previous.assignee_id ?? 0)) e.afterCommit(() => reassigned(actor, type, e.record, e.previous));
    });
  }
}
