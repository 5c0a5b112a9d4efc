/**
 * Record versions moved down to the writer that stores them (server/resources/record-versions.ts, decision 036).
 * This forwarder stays only for server/resources/routes.ts and server/preview/routes.ts, written by other changes at
 * the time: once they import from server/resources/record-versions.ts, delete it.
 */
export { currentVersion, expectedVersion, staffName } from '../resources/record-versions';
