import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { addMonths, constructionDay, handoverDay, isOldPlan, isStructuredPlan, paymentSchedule, type StructuredPlan } from '../../src/paymentPlan/schedule';
import { milestoneWhen, paymentLabel, planInLanguage, planLabels } from '../../src/paymentPlan/texts';
import { PLAN_WORDS } from '../../src/paymentPlan/words/all';
import { paymentPlanSchema } from '../../src/schemas/paymentPlan';
import { projectSchema } from '../../src/schemas/project';
import { computeReturns, scheduledMilestones, type InvestmentScenario } from '../../src/investment';
import { validateInput as validated } from '../../src/schemas/validate';

const PRICE = 1_000_000;
const rows = (plan: StructuredPlan, booked: string, timing = { handover: '2028-06-30' as string | null }, price = PRICE) =>
  paymentSchedule(plan, price, booked, timing).map((p) => [p.date, p.percent, p.amount_aed]);

describe('due rules, each with its schedule (worked by hand)', () => {
  it('booking: due on the booking day', () => {
    expect(rows({ milestones: [{ percent: 100, due: { at: 'booking' } }] }, '2026-12-15')).toEqual([['2026-12-15', 100, 1_000_000]]);
  });

  it('date: on its date; a date already past is due on booking', () => {
    const plan: StructuredPlan = { milestones: [{ percent: 5, due: { at: 'date', date: '2026-01-01' } }, { percent: 95, due: { at: 'date', date: '2027-09-01' } }] };
    expect(rows(plan, '2026-12-15')).toEqual([['2026-12-15', 5, 50_000], ['2027-09-01', 95, 950_000]]);
  });

  it('construction: the given date, else on the line from the last inspection to 100% at handover', () => {
    // 20% inspected on 2026-10-01, handover 2028-12-31: 822 days; 60% is half-way from 20% to 100% -> +411 days.
    const timing = { handover: '2028-12-31', progress: { pct: 20, on: '2026-10-01' } };
    expect(constructionDay(60, '2026-11-01', '2028-12-31', timing.progress)).toBe('2027-11-16');
    const plan: StructuredPlan = {
      milestones: [
        { percent: 10, due: { at: 'construction', construction_pct: 10 } }, // already reached: due on booking
        { percent: 20, due: { at: 'construction', construction_pct: 60 } },
        { percent: 30, due: { at: 'construction', construction_pct: 80, date: '2028-06-30' } },
        { percent: 40, due: { at: 'handover' } },
      ],
    };
    const s = paymentSchedule(plan, PRICE, '2026-11-01', timing);
    expect(s.map((p) => [p.date, p.amount_aed, p.estimated])).toEqual([
      ['2026-11-01', 100_000, true],
      ['2027-11-16', 200_000, true],
      ['2028-06-30', 300_000, false],
      ['2028-12-31', 400_000, false],
    ]);
  });

  it('monthly: the booking day of each month, clamped to the month end (31 Jan -> 28 Feb, 29 Feb in a leap year)', () => {
    const plan: StructuredPlan = { milestones: [{ percent: 60, due: { at: 'booking' } }, { percent: 40, due: { at: 'monthly', every_months: 1, count: 40, start_months_after_booking: 1 } }] };
    const s = paymentSchedule(plan, PRICE, '2027-01-31', { handover: null });
    expect(s).toHaveLength(41);
    expect(s.slice(0, 5).map((p) => [p.date, p.percent, p.amount_aed])).toEqual([
      ['2027-01-31', 60, 600_000],
      ['2027-02-28', 1, 10_000],
      ['2027-03-31', 1, 10_000],
      ['2027-04-30', 1, 10_000],
      ['2027-05-31', 1, 10_000],
    ]);
    expect(s[13].date).toBe('2028-02-29');
    expect(s[40]).toMatchObject({ date: '2030-05-31', instalment: 40, instalments: 40, amount_aed: 10_000 });
    expect(paymentLabel(plan, s[1], 'en', PLAN_WORDS.en)).toBe('Instalment 1/40');
    expect(paymentLabel(plan, s[1], 'ru', PLAN_WORDS.ru)).toBe('Взнос 1/40');
  });

  it('monthly every 3 months from booking (start 0)', () => {
    const plan: StructuredPlan = { milestones: [{ percent: 100, due: { at: 'monthly', every_months: 3, count: 4, start_months_after_booking: 0 } }] };
    expect(rows(plan, '2026-11-30')).toEqual([
      ['2026-11-30', 25, 250_000],
      ['2027-02-28', 25, 250_000],
      ['2027-05-30', 25, 250_000],
      ['2027-08-30', 25, 250_000],
    ]);
  });

  it('handover: the end of the handover quarter; a ready project (or a past handover) on booking', () => {
    expect(handoverDay(2028, 2)).toBe('2028-06-30');
    expect(handoverDay(2028, null)).toBe('2028-12-31');
    const plan: StructuredPlan = { milestones: [{ percent: 10, due: { at: 'booking' } }, { percent: 90, due: { at: 'handover' } }] };
    expect(rows(plan, '2026-12-15')).toEqual([['2026-12-15', 10, 100_000], ['2028-06-30', 90, 900_000]]);
    expect(paymentSchedule(plan, PRICE, '2026-12-15', { handover: '2025-03-31' }).map((p) => p.date)).toEqual(['2026-12-15', '2026-12-15']);
    expect(paymentSchedule(plan, PRICE, '2026-12-15', { handover: null, ready: true }).map((p) => p.date)).toEqual(['2026-12-15', '2026-12-15']);
    // No handover given: assumed 24 months after booking, and marked as an estimate.
    expect(paymentSchedule(plan, PRICE, '2026-12-15', { handover: null })[1]).toMatchObject({ date: '2028-12-15', estimated: true });
  });

  it('after_handover: every N months after handover, on the booking day; count 1 is "N months after handover"', () => {
    const plan: StructuredPlan = {
      milestones: [
        { percent: 50, due: { at: 'handover' } },
        { percent: 40, due: { at: 'after_handover', every_months: 3, count: 8 } },
        { percent: 10, due: { at: 'after_handover', every_months: 30, count: 1 } },
      ],
    };
    const s = rows(plan, '2026-12-15');
    expect(s[0]).toEqual(['2028-06-30', 50, 500_000]);
    expect(s.slice(1, 9)).toEqual(['2028-09-15', '2028-12-15', '2029-03-15', '2029-06-15', '2029-09-15', '2029-12-15', '2030-03-15', '2030-06-15'].map((d) => [d, 5, 50_000]));
    expect(s[9]).toEqual(['2030-12-15', 10, 100_000]);
    expect(milestoneWhen(plan.milestones[1], undefined, 'en', PLAN_WORDS.en)).toBe('8 instalments every 3 months after handover');
    expect(milestoneWhen(plan.milestones[2], undefined, 'en', PLAN_WORDS.en)).toBe('30 months after handover');
  });

  it('addMonths clamps to the month end and keeps the booking day where it fits', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-02-28', 1, 31)).toBe('2027-03-31');
    expect(addMonths('2027-11-15', 3)).toBe('2028-02-15');
  });
});

describe('amounts in whole dirhams', () => {
  it('rounds each payment and puts the remainder on the last, so the sum is the price', () => {
    const plan: StructuredPlan = { milestones: [{ percent: 100, due: { at: 'monthly', every_months: 1, count: 3 } }] };
    const s = paymentSchedule(plan, 1_000_001, '2027-01-10', { handover: null });
    expect(s.map((p) => p.amount_aed)).toEqual([333_334, 333_334, 333_333]);
    expect(s.map((p) => p.percent)).toEqual([33.3333, 33.3333, 33.3333]);
    const odd: StructuredPlan = { milestones: [{ percent: 33.33, due: { at: 'booking' } }, { percent: 33.33, due: { at: 'date', date: '2027-06-01' } }, { percent: 33.34, due: { at: 'handover' } }] };
    const t = paymentSchedule(odd, 999_999, '2027-01-10', { handover: '2028-03-31' });
    expect(t.reduce((sum, p) => sum + p.amount_aed, 0)).toBe(999_999);
    expect(t.map((p) => p.amount_aed)).toEqual([333_300, 333_300, 333_399]);
  });
});

describe('the plan schema: 422 naming the field', () => {
  // Inside an object, as in the project: errors name payment_plan.milestones.2.due.date (react-admin's dotted path).
  const check = (plan: unknown) => validated(object({ payment_plan: paymentPlanSchema }), { payment_plan: plan });
  it('accepts the issue\'s format and keeps only the keys of each rule', async () => {
    const r = await check({
      label: '10/40/20/30',
      milestones: [
        { label: 'Down payment', percent: 10, due: { at: 'booking', date: '2027-01-01' } },
        { percent: 40, due: { at: 'monthly', every_months: 1, count: 40, start_months_after_booking: 1 } },
        { percent: 20, due: { at: 'construction', construction_pct: 50, date: '2028-06-30' } },
        { percent: 25, due: { at: 'handover' } },
        { percent: 5, due: { at: 'after_handover', every_months: 3, count: 8 } },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value!.payment_plan!.milestones[0].due).toEqual({ at: 'booking' });
    expect(r.value!.payment_plan!.milestones[1].due).toEqual({ at: 'monthly', every_months: 1, count: 40, start_months_after_booking: 1 });
    expect(isStructuredPlan(r.value!.payment_plan)).toBe(true);
  });
  it('shares must add up to 100', async () => {
    const r = await check({ milestones: [{ percent: 50, due: { at: 'booking' } }, { percent: 40, due: { at: 'handover' } }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ payment_plan: 'Payment plan milestones must add up to 100%' });
  });
  it('dates in order, construction stages rising, each rule\'s fields required', async () => {
    const r = await check({
      milestones: [
        { percent: 10, due: { at: 'booking' } },
        { percent: 20, due: { at: 'date', date: '2028-01-01' } },
        { percent: 20, due: { at: 'date', date: '2027-06-01' } },
        { percent: 50, due: { at: 'handover' } },
      ],
    });
    expect(!r.ok && r.errors['payment_plan.milestones.2.due.date']).toBe('Due date must not be before 2028-01-01, the date of milestone 2');
    const stages = await check({ milestones: [{ percent: 50, due: { at: 'construction', construction_pct: 60 } }, { percent: 50, due: { at: 'construction', construction_pct: 40 } }] });
    expect(!stages.ok && stages.errors['payment_plan.milestones.1.due.construction_pct']).toBe('Construction stage must be above 60%, the stage of milestone 1');
    const missing = await check({ milestones: [{ percent: 50, due: { at: 'date' } }, { percent: 50, due: { at: 'monthly', every_months: 1 } }, ] });
    expect(!missing.ok && missing.errors).toMatchObject({ 'payment_plan.milestones.0.due.date': 'Due date is required', 'payment_plan.milestones.1.due.count': 'Number of instalments is required' });
    const kind = await check({ milestones: [{ percent: 100, due: { at: 'someday' } }] });
    expect(!kind.ok && kind.errors['payment_plan.milestones.0.due.at']).toMatch(/^Due must be one of booking, date/);
    const day = await check({ milestones: [{ percent: 100, due: { at: 'date', date: '2027-02-30' } }] });
    expect(!day.ok && day.errors['payment_plan.milestones.0.due.date']).toBe('Due date must be a date such as 2028-06-30');
  });
  it('the project checks fixed dates against its handover, named with the dotted path react-admin reads', async () => {
    const r = await validated(projectSchema, {
      title: 'P', status: 'off_plan', handover_year: 2027, handover_quarter: 4,
      payment_plan: { milestones: [{ percent: 10, due: { at: 'booking' } }, { percent: 40, due: { at: 'date', date: '2028-03-01' } }, { percent: 50, due: { at: 'handover' } }] },
    });
    expect(!r.ok && r.errors['payment_plan.milestones.1.due.date']).toMatch(/^Due date must not be after the handover \(2027-12-31\)/);
  });
  it('an old free-text plan is still read, and known as old', async () => {
    const old = { label: '60/40', milestones: [{ label: 'Down payment', percent: 60, trigger: 'On signing' }, { label: 'Handover', percent: 40 }] };
    const r = await check(old);
    expect(r.ok).toBe(true);
    expect(isOldPlan(old)).toBe(true);
    expect(isOldPlan({ milestones: [{ percent: 100, due: { at: 'booking' } }] })).toBe(false);
  });
});

describe('labels in a language', () => {
  it('a translation replaces the labels it gives; the rest stay; rules name unlabelled milestones', () => {
    const plan: StructuredPlan = { label: '1% monthly', milestones: [{ label: 'Down payment', percent: 60, due: { at: 'booking' } }, { percent: 40, due: { at: 'monthly', every_months: 1, count: 40 } }] };
    const ru = planInLanguage(plan, { label: '1% в месяц', milestones: [{ label: 'Первый взнос' }] });
    expect(ru.label).toBe('1% в месяц');
    expect(ru.milestones[0].label).toBe('Первый взнос');
    expect(ru.milestones[1]).toEqual(plan.milestones[1]);
    expect(paymentLabel(ru, { milestone: 1, instalment: 2, instalments: 40 }, 'ar', PLAN_WORDS.ar)).toBe('قسط 2/40');
    expect(planLabels({ milestones: [{ percent: 100, due: { at: 'booking' } }] })).toBeNull();
  });
});

describe('the calculator on a structured plan: quarterly cash = the dated schedule (hand-worked)', () => {
  it('booking, monthly, construction-linked and handover payments land in their quarters', () => {
    // Price 1,200,000 booked 10 Jan 2027: 10% now; 30% in 6 monthly instalments of 60,000 (Feb-Jul); 20% on
    // 50% construction (20 Aug 2027); 40% on handover, Q4 2027 (31 Dec). DLD 4% + 580 at booking.
    const plan: StructuredPlan = {
      milestones: [
        { percent: 10, due: { at: 'booking' } },
        { percent: 30, due: { at: 'monthly', every_months: 1, count: 6, start_months_after_booking: 1 } },
        { percent: 20, due: { at: 'construction', construction_pct: 50, date: '2027-08-20' } },
        { percent: 40, due: { at: 'handover' } },
      ],
    };
    const timing = { handover: '2027-12-31' };
    const { milestones, handoverMonth } = scheduledMilestones(plan, 1_200_000, '2027-01-10', timing, () => '');
    expect(handoverMonth).toBe(11);
    const s: InvestmentScenario = {
      priceAed: 1_200_000, sizeSqft: 700, bedrooms: 1, milestones, handoverMonth, dldFeePct: 4, dldAdminAed: 580, agencyFeePct: 0, mortgage: null,
      annualRentAed: 90_000, vacancyPct: 0, serviceChargeAedPerSqft: 0, managementFeePct: 0, holdingYears: 3, annualPriceChangePct: 0, bookedOn: '2027-01-10',
    };
    const r = computeReturns(s);
    expect(r.quarters.slice(0, 4).map((q) => q.paidAed)).toEqual([
      120_000 + 60_000 * 2 + 48_580, // Jan-Mar: booking, Feb and Mar instalments, fees
      60_000 * 3, // Apr-Jun
      60_000 + 240_000, // Jul instalment, Aug construction
      480_000, // Dec handover
    ]);
    expect(r.quarters[4]).toMatchObject({ paidAed: 0, receivedAed: 22_500 });
    expect(r.cashBeforeHandoverAed).toBe(1_200_000 + 48_580);
  });
});
