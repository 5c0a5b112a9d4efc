import { subscribeVersions } from './versions/subscriptions';
import { subscribeDrafts } from './drafts/subscriptions';
import { subscribeAlerts } from './alerts/subscriptions';
import { subscribeCompliance } from './compliance/subscriptions';
import { subscribeLeadRules } from './leads/subscriptions';
import { subscribeLeadTimeline } from './timeline/subscriptions';
import { subscribeUnitAudit } from './units/subscriptions';
import { subscribeUserTokens } from './auth/subscriptions';
import { subscribeLeadScore } from './score/subscriptions';
import { subscribeFollowUpStops } from './follow-ups/subscriptions';
import { subscribeCachePurges } from './http-cache/subscriptions';

/**
 * Every feature's subscription to resource writes (server/resources/events.ts, decision 028), in the order they run.
 * Called at app start (server/app.ts) and by the seed; registering again replaces, never doubles.
 */
export function subscribeFeatures(): void {
  subscribeVersions();
  subscribeDrafts();
  subscribeAlerts();
  subscribeCompliance();
  subscribeLeadRules();
  subscribeLeadTimeline();
  subscribeUnitAudit();
  subscribeUserTokens();
  subscribeLeadScore();
  subscribeFollowUpStops();
  // Last: the purge follows every other subscriber's work.
  subscribeCachePurges();
}
