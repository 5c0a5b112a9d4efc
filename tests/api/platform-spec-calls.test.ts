import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { ENQUIRY_MESSAGES } from '../../src/schemas/enquiry';
import { ENQUIRY_THANKS, MORTGAGE_THANKS } from '../../server/leads/submit';
import { withMarketingConsent } from '../helpers/consent';

const LAYLA = { name: 'Layla Haddad', email: 'Layla.Haddad@example.com', phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: 'Within 3 months' };

describe.each(DIALECTS)('the specification calls (§7) on %s', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  // With marketing consent: the UTM source is stored (issue 37).
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: withMarketingConsent(csrf) });

  it('GET /sanctum/csrf-cookie sets a script-readable XSRF-TOKEN cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);
    expect(cookie.httpOnly).toBeFalsy();
    expect(cookie.path).toBe('/');
  });

  describe('POST /api/sendEnquiry', () => {
    it('answers {error: false, message} and stores the lead with its source', async () => {
      const res = await post('/api/sendEnquiry', { ...LAYLA, source_path: '/project/marina-crest-residences', project_id: 1, utm_source: 'google', utm_campaign: 'marina-q4' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, message: ENQUIRY_THANKS });
      const leads = await t.app.inject({ method: 'GET', url: '/api/enquiries', headers: owner });
      expect(leads.json()[0]).toMatchObject({
        name: 'Layla Haddad', email: 'layla.haddad@example.com', phone: '+971 50 123 4567', budget: '1500000', investment_timeline: 'Within 3 months',
        source_path: '/project/marina-crest-residences', project_id: 1, utm_source: 'google', utm_campaign: 'marina-q4', status: 'new',
      });
    });

    it('gives the exact messages of §5 for empty fields (whitespace counts as empty)', async () => {
      const res = await post('/api/sendEnquiry', { name: '   ', email: '', phone: ' ', budget: '', investmentTimeline: '' });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.error).toBe(true);
      expect(typeof body.message).toBe('string');
      expect(body.errors).toEqual({
        name: ENQUIRY_MESSAGES.required,
        email: 'Email is required',
        phone: 'This field is required',
        budget: 'This field required',
        investmentTimeline: 'This field required',
      });
      expect(ENQUIRY_MESSAGES.required).toBe('This field required');
    });

    it('gives the exact messages for a wrong e-mail and a short phone', async () => {
      const res = await post('/api/sendEnquiry', { ...LAYLA, email: 'layla@', phone: '05012345' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: 'Please enter a valid email address', phone: 'Phone number must be at least 10 digits' });
    });

    it('answers a body that is not an object with 400', async () => {
      const res = await post('/api/sendEnquiry', [LAYLA]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
    });
  });

  describe('POST /api/sendMortgageEnquiry', () => {
    const mortgage = { name: 'Omar Farouk', email: 'omar@example.com', phone: '+971551234567', property_price_aed: 1_250_000, down_payment_aed: 250_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat', first_home: true };

    it('recomputes the monthly payment on the server, whatever the client claims', async () => {
      const res = await post('/api/sendMortgageEnquiry', { ...mortgage, monthly_payment_aed: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: false, message: MORTGAGE_THANKS, data: { monthly_payment_aed: 5558, loan_amount_aed: 1_000_000 } });
      const rows = await t.app.inject({ method: 'GET', url: '/api/mortgage-enquiries', headers: owner });
      expect(rows.json()[0]).toMatchObject({ name: 'Omar Farouk', monthly_payment_aed: 5558, loan_amount_aed: 1_000_000, residency: 'expat', status: 'new' });
    });

    it('refuses a loan above the LTV cap, naming down_payment_aed', async () => {
      const res = await post('/api/sendMortgageEnquiry', { ...mortgage, down_payment_aed: 100_000 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: true, errors: { down_payment_aed: 'The minimum down payment is AED 250,000 (a 80% maximum loan-to-value)' } });
      const offPlan = await post('/api/sendMortgageEnquiry', { ...mortgage, off_plan: true });
      expect(offPlan.statusCode).toBe(422);
      expect(offPlan.json().errors.down_payment_aed).toContain('AED 625,000 (a 50% maximum');
    });

    it('validates the contact fields and figures with named fields', async () => {
      const res = await post('/api/sendMortgageEnquiry', { ...mortgage, email: '', tenure_years: 30, residency: 'tourist' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({ email: 'Email is required', tenure_years: 'Tenure must be at most 25 years', residency: 'Residency must be expat, national or non_resident' });
    });
  });

  describe('POST /api/getPageSeo', () => {
    it('answers the page title and description', async () => {
      const res = await post('/api/getPageSeo', { page_name: 'home' });
      expect(res.json()).toEqual({ error: false, data: { title: 'Dubai property investment', description: 'Off-plan projects, areas and developers' } });
      const empty = await post('/api/getPageSeo', { page_name: 'contact-us' });
      expect(empty.json()).toEqual({ error: false, data: { title: 'Contact our investment team', description: '' } });
    });

    it('answers 404 with error: true for an unknown page and 422 without page_name', async () => {
      const missing = await post('/api/getPageSeo', { page_name: 'golden-visa' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe(true);
      const none = await post('/api/getPageSeo', {});
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.page_name).toBeDefined();
    });
  });

  describe('GET /api/{slug}/get…SeoData', () => {
    it('answers the project, area and developer shapes', async () => {
      const project = await t.app.inject({ method: 'GET', url: '/api/marina-crest-residences/getProjectSeoData' });
      expect(project.json()).toEqual({
        error: false,
        data: { seo_title: 'Marina Crest | Off-plan in Dubai Marina', main_title: 'Marina Crest Residences', seo_description: 'One to three bedroom apartments on Marina Walk' },
      });
      const area = await t.app.inject({ method: 'GET', url: '/api/dubai-marina/getAreaSeoData' });
      expect(area.json()).toEqual({ error: false, data: { seo_title: '', area_name: 'Dubai Marina', seo_description: 'Waterfront living' } });
      const developer = await t.app.inject({ method: 'GET', url: '/api/azure-coast-developments/getDeveloperSeoData' });
      expect(developer.json()).toEqual({
        error: false,
        data: { seo_title: 'Azure Coast Developments', developer_name: 'Azure Coast Developments', seo_description: 'Waterfront communities since 2004' },
      });
    });

    it('answers 404 with error: true for an unknown or unpublished slug', async () => {
      for (const url of ['/api/no-such-tower/getProjectSeoData', '/api/marina-sail-tower/getProjectSeoData', '/api/dubai-hills-estate/getAreaSeoData', '/api/quiet-draft-builders/getDeveloperSeoData']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error, url).toBe(true);
      }
    });
  });

  describe('GET /api/get-permissions', () => {
    it('answers 401 without a token and the role permissions with one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/get-permissions' })).statusCode).toBe(401);
      const editor = (await t.staff('editor')).headers;
      const res = await t.app.inject({ method: 'GET', url: '/api/get-permissions', headers: editor });
      expect(res.json().error).toBe(false);
      expect(res.json().data.all_permission).toBe(false);
      expect(res.json().data.permissions).toEqual(expect.arrayContaining(['projects.update', 'media.create']));
      expect(res.json().data.permissions).not.toContain('enquiries.read');
      const own = await t.app.inject({ method: 'GET', url: '/api/get-permissions', headers: owner });
      expect(own.json().data.all_permission).toBe(true);
    });
  });
});
