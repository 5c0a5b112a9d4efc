import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { computeReturns, type InvestmentScenario } from '../../src/investment';

const ENQUIRY = { name: 'Arjun Mehta', email: 'arjun@example.in', phone: '+91 98765 43210', budget: '1500000', investmentTimeline: 'Within 3 months' };
/** The 60/40 plan of the unit tests: AED 1M, 20% at booking, months 6 and 12, 40% at handover (month 18). */
const SCENARIO: InvestmentScenario = {
  priceAed: 1_000_000, sizeSqft: 800, bedrooms: 1, handoverMonth: 18, dldFeePct: 4, dldAdminAed: 580, agencyFeePct: 0, mortgage: null,
  milestones: [
    { label: 'Booking', percent: 20, month: 0 },
    { label: 'Construction 1', percent: 20, month: 6 },
    { label: 'Construction 2', percent: 20, month: 12 },
    { label: 'Handover', percent: 40, month: 18 },
  ],
  annualRentAed: 80_000, vacancyPct: 0, serviceChargeAedPerSqft: 10, managementFeePct: 0, holdingYears: 3, annualPriceChangePct: 0,
};

describe.each(DIALECTS)('an enquiry carrying a returns scenario on %s (issue 26)', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/sendEnquiry', payload, headers: csrf });
  const leads = async () => (await t.app.inject({ method: 'GET', url: '/api/enquiries', headers: owner })).json() as Record<string, any>[];

  it('stores the scenario with the figures the server recomputed, and the lead shows them', async () => {
    // The browser's own figures are not sent: the server works them out from the inputs.
    expect((await post({ ...ENQUIRY, investment_scenario: SCENARIO })).statusCode).toBe(200);
    const lead = (await leads()).find((l) => l.email === ENQUIRY.email)!;
    expect(lead.investment_scenario.scenario).toEqual(SCENARIO);
    expect(lead.investment_scenario.result).toMatchObject({ cashBeforeHandoverAed: 1_040_580, grossYieldPct: 8, netYieldPct: 6.92, irrPct: 3.08 });
    expect(lead.investment_scenario.result.quarters).toEqual(computeReturns(SCENARIO).quarters);
    const one = (await t.app.inject({ method: 'GET', url: `/api/enquiries/${lead.id}`, headers: owner })).json();
    expect(one.investment_scenario.result.irrPct).toBe(3.08);
  });

  it('an enquiry without a scenario stores none', async () => {
    expect((await post({ ...ENQUIRY, email: 'plain@example.com' })).statusCode).toBe(200);
    expect((await leads()).find((l) => l.email === 'plain@example.com')!.investment_scenario).toBeNull();
  });

  it('a bad scenario is refused with 422 naming the field; nothing is stored', async () => {
    const bad = await post({ ...ENQUIRY, email: 'bad@example.com', investment_scenario: { ...SCENARIO, priceAed: -5 } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'investment_scenario.priceAed': 'Price must be 0 or more' });
    const plan = await post({ ...ENQUIRY, email: 'bad@example.com', investment_scenario: { ...SCENARIO, milestones: [{ label: 'Booking', percent: 50, month: 0 }] } });
    expect(plan.statusCode).toBe(422);
    expect(plan.json().errors).toEqual({ 'investment_scenario.milestones': 'Payment plan milestones must add up to 100%' });
    expect((await leads()).some((l) => l.email === 'bad@example.com')).toBe(false);
  });
});
