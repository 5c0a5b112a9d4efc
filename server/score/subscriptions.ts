import { resourceEvents } from '../resources/events';
import { rescoreAll } from './score';

/** Hot leads first (issue 28): new scoring rules rescore every lead, in the background, a page at a time, once they are committed. */
export function subscribeLeadScore(): void {
  resourceEvents.on('lead-settings', 'changed', 'score:rescore', ({ actor, changes, afterCommit }) => {
    if (!actor || !('lead_score_rules' in changes)) return;
    const { app } = actor;
    afterCommit(() => {
      void rescoreAll(app.db.kysely).then(
        (n) => app.log.info({ leads: n }, 'leads rescored after the scoring rules changed'),
        (err) => app.log.error({ err }, 'rescoring the leads failed'),
      );
    });
  });
}
