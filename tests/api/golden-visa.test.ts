import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { DEFAULT_GOLDEN_VISA_RULES } from '../../src/golden-visa';

const ENQUIRY = { name: 'Wei Zhang', email: 'wei@example.cn', phone: '+86 138 0013 8000', budget: '3000000', investmentTimeline: 'Within 3 months' };
/** A AED 3,000,000 flat bought 50/50: each share is 1.5M. */
const HALF_OF_3M = { properties: [{ valueAed: 3_000_000, sharePct: 50, offPlan: false, developerApproved: false, mortgaged: false, bankNoc: false }] };

describe.each(DIALECTS)('Golden Visa rules and check on %s (issue 26)', (dialect) => {
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
  const leadOf = async (email: string) => ((await t.app.inject({ method: 'GET', url: '/api/enquiries', headers: owner })).json() as Record<string, any>[]).find((l) => l.email === email)!;

  it('the layout gives the site the default rules', async () => {
    const layout = (await t.app.inject({ method: 'GET', url: '/api/site/layout' })).json();
    expect(layout.settings.golden_visa_rules).toEqual(DEFAULT_GOLDEN_VISA_RULES);
  });

  it('the 50/50 AED 3M check sent with an enquiry is stored on the lead as not eligible, with the reason', async () => {
    expect((await post({ ...ENQUIRY, golden_visa: HALF_OF_3M })).statusCode).toBe(200);
    const lead = await leadOf(ENQUIRY.email);
    expect(lead.golden_visa.properties).toEqual(HALF_OF_3M.properties);
    expect(lead.golden_visa.result).toMatchObject({ eligible: false, countedAed: 1_500_000, thresholdAed: 2_000_000 });
    expect(lead.golden_visa.result.summary.template).toMatch(/^Not eligible/);
  });

  it('a bad check is refused with 422 naming the field', async () => {
    const res = await post({ ...ENQUIRY, email: 'bad@example.cn', golden_visa: { properties: [{ ...HALF_OF_3M.properties[0], sharePct: 150 }] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'golden_visa.properties.0.sharePct': 'Your share must be at most 100%' });
  });

  it('staff edit the rules: a bad threshold is refused naming the field; a new one applies to the next enquiry', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/settings/1', payload: { golden_visa_rules: { ...DEFAULT_GOLDEN_VISA_RULES, thresholdAed: -1 } }, headers: owner });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'golden_visa_rules.thresholdAed': 'Golden Visa threshold must be at least AED 100,000' });
    const ok = await t.app.inject({ method: 'PUT', url: '/api/settings/1', payload: { golden_visa_rules: { ...DEFAULT_GOLDEN_VISA_RULES, thresholdAed: 1_500_000 } }, headers: owner });
    expect(ok.statusCode).toBe(200);
    expect((await post({ ...ENQUIRY, email: 'wei2@example.cn', golden_visa: HALF_OF_3M })).statusCode).toBe(200);
    expect((await leadOf('wei2@example.cn')).golden_visa.result.eligible).toBe(true);
  });

  it('staff mark a developer approved for the Golden Visa', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/developers', headers: owner })).json() as { id: number; golden_visa_approved: boolean }[];
    expect(list[0].golden_visa_approved).toBe(false);
    const res = await t.app.inject({ method: 'PUT', url: `/api/developers/${list[0].id}`, payload: { ...list[0], golden_visa_approved: true }, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().golden_visa_approved).toBe(true);
  });
});
