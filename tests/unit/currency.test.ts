import { describe, expect, it } from 'vitest';
import { fromAed, toAed, USD_PEG_AED } from '../../src/currency';
import { currencyRateSchema } from '../../src/schemas/currency';

describe('currency conversion (issue 26)', () => {
  it('rounds to whole units, half away from zero', () => {
    expect(fromAed(1_000_000, USD_PEG_AED)).toBe(272_294); // 272,294.08
    expect(fromAed(3_672_500, USD_PEG_AED)).toBe(1_000_000);
    expect(fromAed(5, 2)).toBe(3); // 2.5 -> 3
    expect(toAed(100_000, USD_PEG_AED)).toBe(367_250);
    expect(toAed(1, 0.046)).toBe(0);
    expect(toAed(250_000, 4.31)).toBe(1_077_500);
  });
  it('a converted filter bound round-trips to the AED it came from within one unit', () => {
    for (const aed of [850_000, 1_400_000, 2_200_000]) expect(Math.abs(toAed(fromAed(aed, 4.31), 4.31) - aed)).toBeLessThanOrEqual(4.31 / 2);
  });
  it('refuses a rate that is not positive', () => {
    expect(() => fromAed(100, 0)).toThrow(RangeError);
    expect(() => toAed(100, -1)).toThrow(RangeError);
  });
  it('the schema keeps USD at its peg and upper-cases codes', async () => {
    await expect(currencyRateSchema.validate({ code: 'usd', name: 'US dollar', aed_per_unit: 3.6725, rate_date: '2026-11-25' })).resolves.toMatchObject({ code: 'USD' });
    await expect(currencyRateSchema.validate({ code: 'USD', name: 'US dollar', aed_per_unit: 3.67, rate_date: '2026-11-25' })).rejects.toThrow('USD is pegged at 3.6725 AED');
    await expect(currencyRateSchema.validate({ code: 'EUR', name: 'Euro', aed_per_unit: 4.3, rate_date: '2026-02-30' })).rejects.toThrow('Date must be a real day');
  });
});
