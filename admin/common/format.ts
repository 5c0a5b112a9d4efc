/** Short date for phone rows, e.g. "21 Nov 2026"; empty for a missing value. */
export const shortDate = (value: unknown): string =>
  typeof value === 'string' && value ? new Date(value).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '';

const aed = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 });
/** Whole dirhams, e.g. "AED 2,500,000"; empty for a missing value. */
export const formatAed = (value: unknown): string => (value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? '' : aed.format(Number(value)));

/** The non-empty parts joined with a middle dot. */
export const joinParts = (...parts: unknown[]): string => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' · ');

/** A budget the visitor typed: dirhams when it is a plain number, the text as sent otherwise. */
export const formatBudget = (value: unknown): string => (/^\d+$/.test(String(value ?? '')) ? formatAed(value) : String(value ?? ''));
