/** Quantile by linear interpolation between the closest ranks (numpy's default); the median of an even count averages the two middle values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

export const ascending = (a: number, b: number) => a - b;

/** The day after the same date a year earlier: the trailing 12 months end on `asOf` inclusive. */
export function yearWindowStart(asOf: string): string {
  const [y, m, d] = asOf.split('-').map(Number);
  return new Date(Date.UTC(y - 1, m - 1, d + 1)).toISOString().slice(0, 10);
}

export const quarterOf = (date: string) => `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;

/** The 20 quarters (5 years) ending with the quarter of `asOf`, oldest first, and the first day of the first one. */
export function fiveYearQuarters(asOf: string): { quarters: string[]; start: string } {
  const y = Number(asOf.slice(0, 4));
  const q = Math.floor((Number(asOf.slice(5, 7)) - 1) / 3);
  const quarters: string[] = [];
  for (let i = 19; i >= 0; i--) {
    const k = y * 4 + q - i;
    quarters.push(`${Math.floor(k / 4)}-Q${(k % 4) + 1}`);
  }
  const first = y * 4 + q - 19;
  const start = `${Math.floor(first / 4)}-${String((first % 4) * 3 + 1).padStart(2, '0')}-01`;
  return { quarters, start };
}
