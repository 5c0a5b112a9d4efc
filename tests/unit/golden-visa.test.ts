import { describe, expect, it } from 'vitest';
import { checkGoldenVisa, DEFAULT_GOLDEN_VISA_RULES, englishVisaText, type VisaProperty } from '../../src/golden-visa';

const flat = (p: Partial<VisaProperty>): VisaProperty => ({ valueAed: 2_000_000, sharePct: 100, offPlan: false, developerApproved: false, mortgaged: false, bankNoc: false, ...p });

describe('Golden Visa through property (issue 26)', () => {
  it('a AED 3,000,000 flat bought 50/50 is not eligible: each share is 1.5M', () => {
    const r = checkGoldenVisa([flat({ valueAed: 3_000_000, sharePct: 50 })]);
    expect(r.eligible).toBe(false);
    expect(r.countedAed).toBe(1_500_000);
    expect(englishVisaText(r.summary)).toBe('Not eligible: your counted share is AED 1,500,000; the rules ask for AED 2,000,000 of your own share, which several properties may add up to.');
  });
  it('two properties add up: 1.2M and a half of 1.6M make 2M', () => {
    const r = checkGoldenVisa([flat({ valueAed: 1_200_000 }), flat({ valueAed: 1_600_000, sharePct: 50 })]);
    expect(r.properties.map((p) => p.shareAed)).toEqual([1_200_000, 800_000]);
    expect(r.eligible).toBe(true);
    expect(englishVisaText(r.summary)).toBe('Eligible: your counted share, AED 2,000,000, reaches the AED 2,000,000 the rules ask for.');
  });
  it('off-plan from an unapproved developer does not count; from an approved one it does', () => {
    const unapproved = checkGoldenVisa([flat({ valueAed: 2_500_000, offPlan: true, developerApproved: false })]);
    expect(unapproved.eligible).toBe(false);
    expect(unapproved.countedAed).toBe(0);
    expect(englishVisaText(unapproved.properties[0].reason)).toBe('Property 1 does not count: off-plan property counts only when bought from a developer approved for the Golden Visa.');
    expect(checkGoldenVisa([flat({ valueAed: 2_500_000, offPlan: true, developerApproved: true })]).eligible).toBe(true);
  });
  it('a mortgaged property counts with the bank’s no-objection letter only', () => {
    expect(checkGoldenVisa([flat({ mortgaged: true })]).eligible).toBe(false);
    expect(checkGoldenVisa([flat({ mortgaged: true, bankNoc: true })]).eligible).toBe(true);
  });
  it('follows the rules staff set: a lower threshold, off-plan from any developer', () => {
    const rules = { ...DEFAULT_GOLDEN_VISA_RULES, thresholdAed: 1_500_000, offPlanApprovedDevelopersOnly: false };
    expect(checkGoldenVisa([flat({ valueAed: 3_000_000, sharePct: 50, offPlan: true })], rules).eligible).toBe(true);
  });
  it('shares are counted in whole dirhams, never rounded up into eligibility; nothing owned is not eligible', () => {
    expect(checkGoldenVisa([flat({ valueAed: 5_999_999, sharePct: 100 / 3 })]).countedAed).toBe(1_999_999);
    expect(checkGoldenVisa([]).eligible).toBe(false);
  });
});
