import { array, number, object, string } from 'yup';
import { LANGUAGES } from '../i18n/languages';
import { int, reference } from './fields';

/**
 * The kinds of activity the site records (with analytics consent). An open list: a feature that records a
 * new kind (brochure downloads, calculator scenarios, shortlist and compare, alert sign-ups) adds it here.
 * `return_visit` is written by the server when a visitor comes back after a pause.
 */
export const ACTIVITY_KINDS = ['project_view', 'return_visit', 'brochure', 'calculator', 'shortlist', 'compare', 'alert', 'visa_check'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** Kinds a browser may send (return_visit is the server's). */
export const BROWSER_ACTIVITY_KINDS = ACTIVITY_KINDS.filter((k) => k !== 'return_visit');

/** One sendBeacon batch: at most this many events and this many bytes (the server refuses more with 413/422). */
export const ACTIVITY_BATCH_MAX = 50;
export const ACTIVITY_BATCH_BYTES = 8 * 1024;

export const activityEventSchema = object({
  kind: string().oneOf([...BROWSER_ACTIVITY_KINDS], `Kind must be one of: ${BROWSER_ACTIVITY_KINDS.join(', ')}`).required('Kind is required'),
  project_id: reference('Project'),
  /** Seconds on the page (project_view), or a kind's own number; at most a day. */
  value: int('Value', 0, 86_400).nullable().default(null),
  lang: string().nullable().default(null).oneOf([...LANGUAGES, null], `Language must be one of: ${LANGUAGES.join(', ')}`),
  /** When it happened, as milliseconds before the batch was sent (the browser's clock is not trusted). */
  ago_ms: number().typeError('ago_ms must be a number').integer('ago_ms must be whole milliseconds').min(0).max(86_400_000).default(0),
});

export const activityBatchSchema = object({
  events: array(activityEventSchema.required())
    .typeError('events must be a list')
    .min(1, 'events must hold at least one event')
    .max(ACTIVITY_BATCH_MAX, `At most ${ACTIVITY_BATCH_MAX} events per batch`)
    .required('events is required'),
});
