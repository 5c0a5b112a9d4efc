import { describe, expect, it } from 'vitest';
import { computeReturns, irr, milestoneMonths, npv, type InvestmentScenario } from '../../src/investment';
import { monthlyPayment } from '../../src/mortgage';

const base: Omit<InvestmentScenario, 'priceAed' | 'milestones' | 'handoverMonth'> = {
  sizeSqft: 800,
  bedrooms: 1,
  dldFeePct: 4,
  dldAdminAed: 580,
  agencyFeePct: 0,
  mortgage: null,
  annualRentAed: 80_000,
  vacancyPct: 0,
  serviceChargeAedPerSqft: 10,
  managementFeePct: 0,
  holdingYears: 3,
  annualPriceChangePct: 0,
};

describe('irr', () => {
  it('finds the closed-form rate: -100 now, +121 in 24 months is 10% a year', () => {
    const flows = new Array(25).fill(0);
    flows[0] = -100;
    flows[24] = 121;
    const r = irr(flows)!;
    expect((Math.pow(1 + r, 12) - 1) * 100).toBeCloseTo(10, 6);
    expect(npv(r, flows)).toBeCloseTo(0, 8);
  });
  it('says "no IRR" when the flows never change sign', () => {
    expect(irr([-100, -50, -10])).toBeNull();
    expect(irr([100, 50])).toBeNull();
    expect(irr([])).toBeNull();
  });
  it('falls back to bisection where Newton from 1% strays (a large loss)', () => {
    const r = irr([-1000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])!;
    expect(r).toBeLessThan(-0.4);
    expect(npv(r, [-1000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])).toBeCloseTo(0, 6);
  });
});

describe('computeReturns: a 60/40 plan with the DLD fee (hand-worked)', () => {
  // AED 1,000,000: 20% at booking, 20% at months 6 and 12, 40% at handover (month 18); DLD 4% + AED 580 at booking.
  const s: InvestmentScenario = {
    ...base,
    priceAed: 1_000_000,
    handoverMonth: 18,
    milestones: [
      { label: 'Booking', percent: 20, month: 0 },
      { label: 'Construction 1', percent: 20, month: 6 },
      { label: 'Construction 2', percent: 20, month: 12 },
      { label: 'Handover', percent: 40, month: 18 },
    ],
  };
  const r = computeReturns(s);
  it('cash per quarter', () => {
    // Rent 80,000 - service charge 8,000 = 6,000 a month from month 19; sale at month 36 at the price.
    expect(r.quarters.slice(0, 7).map((q) => q.netAed)).toEqual([-240_580, 0, -200_000, 0, -200_000, 0, -388_000]);
    expect(r.quarters[7].netAed).toBe(18_000);
    expect(r.quarters[12]).toEqual({ quarter: 13, paidAed: 667, receivedAed: 1_006_667, netAed: 1_006_000 }); // rent 6,667 less service charge 667, and the sale
    expect(r.purchaseFeesAed).toBe(40_580);
  });
  it('cash invested and yields', () => {
    expect(r.cashBeforeHandoverAed).toBe(1_040_580);
    expect(r.totalCashInvestedAed).toBe(1_040_580);
    expect(r.grossYieldPct).toBe(8);
    expect(r.netAnnualRentAed).toBe(72_000);
    expect(r.netYieldPct).toBe(6.92); // 72,000 / 1,040,580
    expect(r.cashOnCashPct).toBe(6.92);
  });
  it('IRR to 0.01%', () => {
    expect(r.irrPct).toBe(3.08); // 3.0784% (worked apart by bisection on the same flows)
  });
});

describe('computeReturns: a 2-year post-handover plan (hand-worked)', () => {
  // AED 2,000,000: 10% booking, 20% at months 6 and 12, 10% at handover (month 12), 40% in eight quarterly 5% instalments.
  const s: InvestmentScenario = {
    ...base,
    priceAed: 2_000_000,
    serviceChargeAedPerSqft: 0,
    annualRentAed: 140_000,
    handoverMonth: 12,
    milestones: [
      { label: 'Booking', percent: 10, month: 0 },
      { label: 'Construction', percent: 20, month: 6 },
      { label: 'Construction', percent: 20, month: 12 },
      { label: 'Handover', percent: 10, month: 12 },
      ...Array.from({ length: 8 }, (_, i) => ({ label: `Post-handover ${i + 1}`, percent: 5, month: 15 + 3 * i })),
    ],
  };
  const r = computeReturns(s);
  it('cash per quarter', () => {
    expect(r.quarters.map((q) => q.netAed)).toEqual([-280_580, 0, -400_000, 0, -576_667, -65_000, -65_000, -65_000, -65_000, -65_000, -65_000, -65_000, 1_911_667]);
    expect(r.cashBeforeHandoverAed).toBe(1_280_580);
  });
  it('yields and IRR to 0.01%', () => {
    expect(r.grossYieldPct).toBe(7);
    expect(r.netYieldPct).toBe(6.73); // 140,000 / 2,080,580
    expect(r.irrPct).toBe(5.54); // 5.5415%
  });
});

describe('computeReturns: a mortgage at handover', () => {
  it('pays the instalments due from handover, up to the loan, and is repaid at the sale', () => {
    const s: InvestmentScenario = {
      ...base,
      priceAed: 1_000_000,
      handoverMonth: 12,
      milestones: [
        { label: 'Booking', percent: 50, month: 0 },
        { label: 'Handover', percent: 50, month: 12 },
      ],
      mortgage: { ltvPct: 40, interestRatePct: 4.5, tenureYears: 25 },
    };
    const r = computeReturns(s);
    expect(r.loanAed).toBe(400_000);
    expect(r.monthlyMortgageAed).toBe(Math.round(monthlyPayment(400_000, 4.5, 25)));
    expect(r.quarters[4].paidAed).toBe(100_000 + Math.round(2 * (666.67 + monthlyPayment(400_000, 4.5, 25))));
    expect(r.cashBeforeHandoverAed).toBe(540_580 + 100_000);
    expect(r.irrPct).not.toBeNull();
  });
});

describe('milestoneMonths', () => {
  it('places booking, construction, handover and post-handover instalments', () => {
    const m = milestoneMonths(
      [
        { label: 'Down payment', percent: 20 },
        { label: 'During construction', percent: 20 },
        { label: 'During construction', percent: 20 },
        { label: 'On handover', percent: 20 },
        { label: 'Post-handover', percent: 20, trigger: '24 months after handover' },
      ],
      24,
    );
    expect(m.map((x) => x.month)).toEqual([0, 8, 16, 24, 48]);
  });
});
