/**
 * One lead per person (issue 40 item 1): the columns a lead takes from another touch of the same person (a later
 * enquiry, a booking, a merged lead) when its own are empty. One list, used by the intake's join and by the merge.
 */
export const FILLED_COLUMNS = [
  'email', 'budget', 'investment_timeline', 'project_id', 'language', 'source_path',
  'utm_source', 'utm_medium', 'utm_campaign', 'referrer', 'investment_scenario', 'golden_visa', 'message',
] as const;

const empty = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');

/** The columns of `kept` that are empty and that `other` has: `{ column: other's value }`. */
export function filledFrom(kept: Record<string, unknown>, other: Record<string, unknown>, columns: readonly string[] = FILLED_COLUMNS): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const c of columns) if (c in other && empty(kept[c]) && !empty(other[c])) set[c] = other[c];
  return set;
}
