import { resourceEvents } from '../resources/events';
import { isVersioned } from '../resources/record-versions';
import { dropDraft } from './drop';

/** A deleted record's pending draft goes with it, in the delete's transaction (decision 025). */
export function subscribeDrafts(): void {
  resourceEvents.on('*', 'deleted', 'drafts:drop', ({ def, trx, id }) => isVersioned(def) && dropDraft(trx, def.name, id));
}
