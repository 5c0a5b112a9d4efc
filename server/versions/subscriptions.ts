import { resourceEvents } from '../resources/events';
import { dropOutdated, trackOutdated } from '../resources/outdated-translations';
import { isVersioned } from '../resources/record-versions';

/**
 * Editorial safety (issue 31), in each write's transaction: a translatable field whose English changed marks its
 * translations outdated; a deleted record's versions and outdated marks go with it (ids are not reused, but
 * nothing could restore onto them). The versions themselves are kept by the writer, which answers with the number.
 */
export function subscribeVersions(): void {
  resourceEvents.on('*', 'changed', 'versions:outdated-translations', ({ def, trx, id, previous, record }) => def.translatable && trackOutdated(trx, def.name, id, def.translatable, previous, record));
  resourceEvents.on('*', 'deleted', 'versions:drop', async ({ def, trx, id }) => {
    if (def.translatable) await dropOutdated(trx, def.name, id);
    if (isVersioned(def)) await trx.deleteFrom('record_versions').where('resource', '=', def.name).where('record_id', '=', id).execute();
  });
}
