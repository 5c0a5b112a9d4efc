/**
 * Outdated translations moved down to the writer that marks them (server/resources/outdated-translations.ts,
 * decision 036). This forwarder stays only for server/resources/routes.ts, written by another change at the time:
 * once it imports from server/resources/outdated-translations.ts, delete it.
 */
export { outdatedMarks } from '../resources/outdated-translations';
