import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { ENQUIRY_MESSAGES } from '../../src/schemas/enquiry';
import { DEFAULT_MORTGAGE_LTV_CAPS } from '../../src/mortgage';

const ENQUIRY = { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 050 123 4567', budget: '1500000', investmentTimeline: 'Within 3 months' };
/** A buyer living abroad: AED 2M, first home, 40% down (the default non-resident cap is 60%). */
const ABROAD = {
  name: 'Oliver Bennett', email: 'oliver@example.co.uk', phone: '+44 7700 900123', property_price_aed: 2_000_000, down_payment_aed: 800_000,
  tenure_years: 25, interest_rate_pct: 4.5, residency: 'non_resident', first_home: true,
};

describe.each(DIALECTS)('spec edges and non-resident mortgages on %s', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: csrf });
  const putSettings = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/1', payload, headers: owner });

  it('the phone rule counts the digits typed after the dial code: +971 1234567 is refused, naming phone', async () => {
    const res = await post('/api/sendEnquiry', { ...ENQUIRY, phone: '+971 1234567' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: true, message: ENQUIRY_MESSAGES.phoneShort, errors: { phone: ENQUIRY_MESSAGES.phoneShort } });
    const mortgage = await post('/api/sendMortgageEnquiry', { ...ABROAD, phone: '+44 7700 9001' });
    expect(mortgage.json().errors).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    expect((await post('/api/sendEnquiry', ENQUIRY)).statusCode).toBe(200);
  });

  it('a 422 says what is wrong as people read it, without a field: prefix; errors still name the field', async () => {
    const res = await post('/api/sendEnquiry', { ...ENQUIRY, email: 'layla@' });
    expect(res.json()).toEqual({ error: true, message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } });
    const nul = await post('/api/sendEnquiry', { ...ENQUIRY, name: 'Lay\u0000la' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toEqual({ error: true, message: 'The value of name must not contain NUL characters', errors: { name: 'must not contain NUL characters' } });
  });

  it('the layout gives the site the default caps, non-residents included', async () => {
    const layout = (await t.app.inject({ method: 'GET', url: '/api/site/layout' })).json();
    expect(layout.settings.mortgage_ltv_caps).toEqual(DEFAULT_MORTGAGE_LTV_CAPS);
  });

  it('a non-resident borrows at most 60% by default: the server refuses less than 40% down, naming down_payment_aed', async () => {
    const short = await post('/api/sendMortgageEnquiry', { ...ABROAD, down_payment_aed: 400_000 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({
      error: true,
      message: 'The minimum down payment is AED 800,000 (a 60% maximum loan-to-value)',
      errors: { down_payment_aed: 'The minimum down payment is AED 800,000 (a 60% maximum loan-to-value)' },
    });
    const ok = await post('/api/sendMortgageEnquiry', ABROAD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.loan_amount_aed).toBe(1_200_000);
    const rows = await t.app.inject({ method: 'GET', url: '/api/mortgage-enquiries', headers: owner });
    expect(rows.json()[0]).toMatchObject({ email: 'oliver@example.co.uk', residency: 'non_resident', loan_amount_aed: 1_200_000 });
  });

  it('caps out of range or not whole percents are refused with 422 naming each field; nothing is stored', async () => {
    const caps = { ...DEFAULT_MORTGAGE_LTV_CAPS, non_resident: { firstHome: 101, firstHomeAboveThreshold: 49.5, secondHome: -5 }, offPlan: 'half', priceThresholdAed: 1000 };
    const res = await putSettings({ mortgage_ltv_caps: caps });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors).toEqual({
      'mortgage_ltv_caps.non_resident.firstHome': 'Non-residents, first home up to the price threshold must be 0 to 100%',
      'mortgage_ltv_caps.non_resident.firstHomeAboveThreshold': 'Non-residents, first home above the price threshold must be a whole percent',
      'mortgage_ltv_caps.non_resident.secondHome': 'Non-residents, second and further homes must be 0 to 100%',
      'mortgage_ltv_caps.offPlan': 'Off-plan must be a number',
      'mortgage_ltv_caps.priceThresholdAed': 'Price threshold must be at least AED 100,000',
    });
    expect(Object.values(body.errors)).toContain(body.message);
    const stored = (await t.app.inject({ method: 'GET', url: '/api/settings/1', headers: owner })).json();
    expect(stored.mortgage_ltv_caps).toEqual(DEFAULT_MORTGAGE_LTV_CAPS);
  });

  it('the caps staff save drive the mortgage enquiry recompute and the calculator at once', async () => {
    const caps = { ...DEFAULT_MORTGAGE_LTV_CAPS, non_resident: { firstHome: 55, firstHomeAboveThreshold: 45, secondHome: 40 }, priceThresholdAed: 3_000_000 };
    const saved = await putSettings({ mortgage_ltv_caps: caps });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().mortgage_ltv_caps).toEqual(caps);

    const refused = await post('/api/sendMortgageEnquiry', ABROAD);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.down_payment_aed).toBe('The minimum down payment is AED 900,000 (a 55% maximum loan-to-value)');
    const above = await post('/api/sendMortgageEnquiry', { ...ABROAD, property_price_aed: 4_000_000, down_payment_aed: 2_000_000 });
    expect(above.json().errors.down_payment_aed).toBe('The minimum down payment is AED 2,200,000 (a 45% maximum loan-to-value)');
    const accepted = await post('/api/sendMortgageEnquiry', { ...ABROAD, down_payment_aed: 900_000 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.loan_amount_aed).toBe(1_100_000);

    // Saving other settings keeps the caps; the site's layout carries them to the calculator.
    expect((await putSettings({ tagline: 'Dubai property for investors abroad' })).json().mortgage_ltv_caps).toEqual(caps);
    const layout = (await t.app.inject({ method: 'GET', url: '/api/site/layout' })).json();
    expect(layout.settings.mortgage_ltv_caps).toEqual(caps);
    await putSettings({ mortgage_ltv_caps: DEFAULT_MORTGAGE_LTV_CAPS });
  });

  it('a visitor may not change the caps', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/settings/1', payload: { mortgage_ltv_caps: { ...DEFAULT_MORTGAGE_LTV_CAPS, offPlan: 100 } }, headers: csrf });
    expect([401, 403]).toContain(res.statusCode);
  });
});
