/**
 * What later features call to record an activity (a brochure downloaded, a calculator scenario, shortlist or
 * compare use, an alert sign-up): nothing happens without analytics consent, and the recorder is only
 * downloaded once it is given.
 */
import { mayI } from '../../src/consent';
import type { ActivityInput } from './recorder';

export type { ActivityInput };

export function recordActivity(event: ActivityInput): void {
  if (!mayI('analytics')) return;
  void import('./recorder').then((m) => m.record(event));
}
