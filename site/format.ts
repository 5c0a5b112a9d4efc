/** Deterministic formatting (same text on the server and in the browser, so hydration matches). */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function groupDigits(n: number): string {
  const digits = Math.abs(Math.round(n)).toString();
  let out = '';
  for (let i = 0; i < digits.length; i++) out += (i > 0 && (digits.length - i) % 3 === 0 ? ',' : '') + digits[i];
  return n < 0 && out !== '0' ? `-${out}` : out;
}

/** A number as written: 0.25, 4.5, 580 (no grouping, as the spec's fee labels write them). */
export const decimal = (n: number) => String(n);

export const aed = (n: number | null | undefined) => (n == null ? null : `AED ${groupDigits(n)}`);

/** 'AED 1.2M' / 'AED 950K' for cards. */
export function aedShort(n: number | null | undefined): string | null {
  if (n == null) return null;
  // Rounded to what it means (issue 39): 1,450 is 1.5K; 999,600 is 1M (the rule of shortAmount in site/i18n/format.ts).
  if (Math.round(n / 1_000) >= 1_000) return `AED ${(Math.round(n / 100_000) / 10).toString()}M`;
  if (n >= 10_000) return `AED ${Math.round(n / 1_000)}K`;
  if (n >= 1_000) return `AED ${(Math.round(n / 100) / 10).toString()}K`;
  return `AED ${n}`;
}

export function handover(year: number | null | undefined, quarter: number | null | undefined): string | null {
  if (!year) return null;
  return quarter ? `Q${quarter} ${year}` : String(year);
}

export function bedrooms(min: number | null | undefined, max: number | null | undefined): string | null {
  const label = (b: number) => (b === 0 ? 'Studio' : `${b}`);
  if (min == null && max == null) return null;
  if (min != null && max != null && min !== max) return `${label(min)} - ${max} BR`;
  const b = (min ?? max)!;
  return b === 0 ? 'Studio' : `${b} BR`;
}

export function longDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export const percent = (n: number | null | undefined) => (n == null ? null : `${Math.round(n * 10) / 10}%`);
