import { boolean, string, type InferType } from 'yup';
import { enquirySchema } from './enquiry';
import { LANGUAGES } from '../i18n/languages';
import { FILTER_KEYS, filtersToRemember, parseProjectFilters, projectFiltersToQuery } from '../search/projectFilters';

export const SAVED_FILTERS_MAX = 1000;
export const ALERT_FREQUENCIES = ['instant', 'weekly'] as const;
const SEARCH_KEYS = FILTER_KEYS.filter((k) => k !== 'page' && k !== 'sort');

/**
 * A saved search's filters (issue 27): the project list's query string, read by the search's own parser
 * (src/search/projectFilters.ts); anything else, a bad value or an oversized string is refused naming it.
 * Returns the canonical form (stable order, no sort or page) or an error.
 */
export function savedFilters(raw: unknown): { filters: string; error?: undefined } | { error: string; filters?: undefined } {
  if (raw == null) return { filters: '' };
  if (typeof raw !== 'string') return { error: 'filters must be the search as a query string (area=...&max_price=...)' };
  if (raw.length > SAVED_FILTERS_MAX) return { error: `filters must be at most ${SAVED_FILTERS_MAX} characters` };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw.replace(/^\?/, ''));
  } catch {
    return { error: 'filters must be the search as a query string (area=...&max_price=...)' };
  }
  const keys = [...params.keys()];
  const unknown = keys.find((k) => !(FILTER_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) return { error: `filters may only hold the search's fields (${SEARCH_KEYS.join(', ')}), not "${unknown.slice(0, 40)}"` };
  if (new Set(keys).size !== keys.length) return { error: 'filters must name each field once' };
  const { filters, errors } = parseProjectFilters(params);
  const bad = Object.keys(errors);
  if (bad.length) return { error: errors[bad[0]] };
  const { sort: _sort, ...search } = filtersToRemember(filters);
  return { filters: projectFiltersToQuery(search).replace(/^\?/, '') };
}

export const ALERT_CONSENT_REQUIRED = 'Tick the box to agree to receive these e-mails';

/** "Alert me" on the project list: an address, the current search, how often, the consent, the page's language. */
export const savedSearchSchema = enquirySchema.pick(['email']).shape({
  filters: string()
    .default('')
    .test('filters', 'filters is not a search', function (v) {
      const r = savedFilters(v ?? '');
      return r.error ? this.createError({ message: r.error }) : true;
    }),
  frequency: string().required('Choose how often: instant or weekly').oneOf([...ALERT_FREQUENCIES], 'frequency must be instant or weekly'),
  consent: boolean().required(ALERT_CONSENT_REQUIRED).oneOf([true], ALERT_CONSENT_REQUIRED),
  lang: string().oneOf([...LANGUAGES], `lang must be one of ${LANGUAGES.join(', ')}`).default('en'),
  website: string().max(500).nullable().default(null),
});
export type SavedSearchInput = InferType<typeof savedSearchSchema>;
