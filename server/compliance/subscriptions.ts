import { resourceEvents } from '../resources/events';
import { auditRenewal, checkPublishable } from './publish';

/** Advert compliance (issue 30 item 3, decision 019): the publish rule checks every staff save of a project; a renewed permit is audited. */
export function subscribeCompliance(): void {
  resourceEvents.check('projects', 'compliance:publishable', checkPublishable);
  resourceEvents.on('projects', 'changed', 'compliance:renewal', (e) => {
    if (e.actor) e.afterCommit(() => auditRenewal(e));
  });
}
