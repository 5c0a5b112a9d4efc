// The spec's calls (§7) answered by the mock, with the shapes and messages of the real server.
import crypto from 'node:crypto';
import { enquirySchema } from '../../src/schemas/enquiry.ts';
import { validateInput, validationMessage } from '../../src/schemas/validate.ts';
import { calculateMortgage } from '../../src/mortgage.ts';
import { ENQUIRY_THANKS, MORTGAGE_THANKS } from '../../server/leads/submit.ts';

function unprocessable(res, errors) {
  res.status(422).json({ error: true, message: validationMessage(errors), errors });
}

/** Registers the spec calls on the express app json-server created; `db` is the lowdb instance. */
export function registerSpecCalls(server, db) {
  server.get('/sanctum/csrf-cookie', (req, res) => {
    res.cookie('XSRF-TOKEN', crypto.randomBytes(32).toString('base64url'), { path: '/', sameSite: 'lax', httpOnly: false });
    res.status(204).end();
  });

  // The enquiry form keeps the shared schema, so the site shows the same per-field messages as with the server.
  server.post('/api/sendEnquiry', async (req, res) => {
    const result = await validateInput(enquirySchema, req.body ?? {});
    if (!result.ok) return unprocessable(res, result.errors);
    res.json({ error: false, message: ENQUIRY_THANKS });
  });

  server.post('/api/sendMortgageEnquiry', (req, res) => {
    const b = req.body ?? {};
    const result = calculateMortgage({
      propertyPriceAed: Number(b.property_price_aed) || 0,
      downPaymentAed: Number(b.down_payment_aed) || 0,
      interestRatePct: Number(b.interest_rate_pct) || 0,
      tenureYears: Number(b.tenure_years) || 25,
      residency: b.residency === 'national' ? 'national' : 'expat',
      firstHome: b.first_home !== false,
      offPlan: b.off_plan === true,
    });
    const names = { downPaymentAed: 'down_payment_aed', tenureYears: 'tenure_years' };
    if (result.problems.length) return unprocessable(res, Object.fromEntries(result.problems.map((p) => [names[p.field] ?? p.field, p.message])));
    res.json({ error: false, message: MORTGAGE_THANKS, data: { monthly_payment_aed: result.monthlyPaymentAed, loan_amount_aed: result.loanAed } });
  });

  server.post('/api/getPageSeo', (req, res) => {
    const name = req.body?.page_name;
    if (typeof name !== 'string' || !name.trim()) return unprocessable(res, { page_name: 'page_name is required' });
    const page = db.get('pages').find({ page_name: name.trim() }).value();
    if (!page) return res.status(404).json({ error: true, message: `No page named "${name.slice(0, 60)}"`, data: null });
    res.json({ error: false, data: { title: page.title, description: page.description ?? '' } });
  });

  const seo = (collection, nameField, nameKey, label) => (req, res) => {
    const row = db.get(collection).find((r) => r.slug === req.params.slug && r.published !== false).value();
    if (!row) return res.status(404).json({ error: true, message: `${label} not found`, data: null });
    res.json({ error: false, data: { seo_title: row.seo_title ?? '', [nameKey]: row[nameField], seo_description: row.seo_description ?? '' } });
  };
  server.get('/api/:slug/getProjectSeoData', seo('projects', 'title', 'main_title', 'Project'));
  server.get('/api/:slug/getAreaSeoData', seo('areas', 'name', 'area_name', 'Area'));
  server.get('/api/:slug/getDeveloperSeoData', seo('developers', 'name', 'developer_name', 'Developer'));

  // No accounts in mock mode: anyone "signs in" as an owner so every admin screen can be tried.
  const mockUser = { id: 1, email: 'owner@mock.local', first_name: 'Mock', last_name: 'Owner', role: 'owner', token: 'mock-token' };
  server.post('/api/login', (req, res) => res.json({ error: false, message: 'Signed in to the mock API (no real accounts)', data: { user: { ...mockUser, email: req.body?.email || mockUser.email } } }));
  server.post('/api/logout', (req, res) => res.json({ error: false, message: 'You have been signed out.' }));
  server.get('/api/get-permissions', (req, res) => res.json({ error: false, data: { permissions: [], all_permission: true } }));
  server.post('/api/media', (req, res) =>
    res.status(501).json({ error: true, message: 'Uploads need the real server (npm start): the mock API does not process files', errors: { file: 'Uploads are not available in mock mode' } }),
  );
}
