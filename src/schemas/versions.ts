import { object } from 'yup';
import { int } from './fields';

/** Version retention (issue 31): a version is kept while it is among the last N of its record or younger than D days. */
export const versionRetentionSchema = object({
  versions_keep: int('Versions kept per record', 1, 1000).required('Versions kept per record is required'),
  versions_keep_days: int('Versions kept for (days)', 0, 3650).required('Versions kept for (days) is required'),
  /** Days a new preview link lasts (issue 31). */
  preview_link_days: int('Preview links last (days)', 1, 365).required('Preview links last (days) is required'),
});
