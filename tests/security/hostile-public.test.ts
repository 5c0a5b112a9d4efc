import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { VALID_PERMIT } from '../helpers/permit';
import { withMarketingConsent } from '../helpers/consent';
import { enquirySchema, enquirySourceSchema } from '../../src/schemas/enquiry';
import { mortgageEnquirySchema } from '../../src/schemas/leads';
import { RESOURCES } from '../../server/resources/registry';
import { expectClearAnswer, HOSTILE, MATRIX_TIMEOUT, PATHOLOGICAL, pollutionCheck, rawBodies, withConcurrentGet } from './hostile-values';

type Cast = { cast(v: unknown, o?: object): unknown };
let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

const enquiry = () => ({ name: `Buyer ${unique()}`, email: `buyer-${unique()}@example.test`, phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: 'Within 3 months' });
const mortgage = () => ({ name: `Borrower ${unique()}`, email: `borrower-${unique()}@example.test`, phone: '+971 50 765 4321', property_price_aed: 2_000_000, down_payment_aed: 500_000, tenure_years: 25, interest_rate_pct: 4.5, residency: 'expat' });

const savedSearch = () => ({ email: `alert-${unique()}@example.test`, filters: 'area=dubai-marina&max_price=2000000', frequency: 'weekly', consent: true, lang: 'en' });

/** Column names where the public form's field name differs. */
const COLUMN: Record<string, string> = { investmentTimeline: 'investment_timeline' };

describe.each(DIALECTS)('hostile input on public calls and list queries (%s)', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none', env: { loginRateLimit: 0 } });
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
    await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner, payload: { page_name: 'home', title: 'Home' } });
    await t.app.inject({ method: 'POST', url: '/api/projects', headers: owner, payload: { title: 'Marina Heights', status: 'ready', published: true, ...VALID_PERMIT } });
  });
  afterAll(async () => t?.close());

  /** The stored row of an accepted enquiry, found by whichever of name / e-mail was not replaced. */
  const storedLead = async (table: 'enquiries' | 'mortgage_enquiries', sent: Record<string, unknown>, field: string) => {
    const q = t.db.kysely.selectFrom(table).selectAll();
    const rows = field === 'email' ? await q.where('name', '=', String(sent.name)).execute() : await q.where('email', '=', String(sent.email).toLowerCase()).execute();
    return rows as Record<string, unknown>[];
  };

  const calls = [
    { url: '/api/sendEnquiry', table: 'enquiries' as const, make: enquiry, related: [] as string[], fields: { ...enquirySchema.fields, ...enquirySourceSchema.fields } as Record<string, Cast> },
    // The loan-to-value and age rules weigh several fields and name the one to change (the down payment, the tenure).
    { url: '/api/sendMortgageEnquiry', table: 'mortgage_enquiries' as const, make: mortgage, related: ['down_payment_aed', 'tenure_years'], fields: mortgageEnquirySchema.fields as Record<string, Cast> },
  ];

  it.each(calls.map((c) => [c.url, c] as const))('%s: every field x every hostile value is refused naming the field, or stored exactly once, literally', async (_url, call) => {
    for (const field of Object.keys(call.fields)) {
      for (const [label, value] of HOSTILE) {
        const context = `${call.url} ${field} = ${label}`;
        const sent = { ...call.make(), [field]: value };
        // With marketing consent, so the UTM fields are stored (without it they are dropped, issue 37) and compared.
        const res = await t.app.inject({ method: 'POST', url: call.url, headers: withMarketingConsent(csrf), payload: sent });
        expectClearAnswer(res, field, context, call.related);
        const rows = await storedLead(call.table, sent, field);
        if (res.statusCode >= 400) {
          expect(rows, `${context}: refused but stored`).toHaveLength(0);
          continue;
        }
        expect(res.json().error, context).toBe(false);
        // The honeypot: a filled one is answered like a success and nothing is stored.
        if (field === 'website') {
          expect(rows, context).toHaveLength(call.fields.website.cast(value) ? 0 : 1);
          continue;
        }
        expect(rows, context).toHaveLength(1);
        const column = COLUMN[field] ?? field;
        let expected = call.fields[field].cast(value);
        if (field === 'email') expected = String(expected).toLowerCase();
        if (typeof rows[0][column] === 'number' && typeof expected === 'boolean') expected = expected ? 1 : 0;
        if (field === 'project_id' && expected != null) expected = null; // unknown projects are dropped, not trusted
        expect(rows[0][column], context).toEqual(expected);
      }
    }
    pollutionCheck();
  }, MATRIX_TIMEOUT);

  it.each(calls.map((c) => [c.url, c] as const))('%s: raw hostile bodies answer a clear 4xx and store nothing', async (_url, call) => {
    const before = await t.db.kysely.selectFrom(call.table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [label, payload, named] of rawBodies(call.make(), 'name')) {
      const res = await t.app.inject({ method: 'POST', url: call.url, headers: { ...csrf, 'content-type': 'application/json' }, payload });
      expectClearAnswer(res, named, `${call.url} ${label}`);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    }
    const after = await t.db.kysely.selectFrom(call.table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    pollutionCheck();
  });

  it('a published project with no developer and no area: its site data and page answer, never 5xx', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers: owner, payload: { title: 'Lonely Tower', slug: 'lonely-tower', status: 'ready', published: true, ...VALID_PERMIT } });
    expect(res.statusCode).toBe(201);
    const data = await t.app.inject({ url: '/api/site/projects/lonely-tower' });
    if (data.statusCode === 404 && !/Project/.test(data.body)) return console.log('Site-data part skipped: /api/site/projects does not exist in this build.');
    expect(data.statusCode, data.body.slice(0, 200)).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${res.json().id}`, headers: owner });
  });

  it('/api/getPageSeo: hostile page names answer 404 or a 4xx naming page_name, never 5xx', async () => {
    for (const [label, value] of HOSTILE) {
      const res = await t.app.inject({ method: 'POST', url: '/api/getPageSeo', headers: csrf, payload: { page_name: value } });
      expect(res.statusCode, label).toBeLessThan(500);
      if (res.statusCode === 404) expect(res.json()).toMatchObject({ error: true, data: null });
      else if (res.statusCode >= 400) expectClearAnswer(res, 'page_name', label);
      else expect(value).toBe('home');
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/getPageSeo', headers: csrf, payload: { page_name: 'home' } });
    expect(ok.json()).toEqual({ error: false, data: { title: 'Home', description: '' } });
  });

  it('every public write x every field x every pathological string: a 4xx naming the field (or the size), while a concurrent GET is answered', async () => {
    const writes: Array<{ url: string; make: () => Record<string, unknown>; fields: string[]; related?: string[] }> = [
      { url: '/api/sendEnquiry', make: enquiry, fields: Object.keys({ ...enquirySchema.fields, ...enquirySourceSchema.fields }) },
      { url: '/api/sendMortgageEnquiry', make: mortgage, fields: Object.keys(mortgageEnquirySchema.fields), related: ['down_payment_aed', 'tenure_years'] },
      { url: '/api/getPageSeo', make: () => ({ page_name: 'home' }), fields: ['page_name'] },
      { url: '/api/login', make: () => ({ email: 'owner@staff.test', password: 'not the password' }), fields: ['email', 'password'] },
      { url: '/api/activation', make: () => ({ token: 'x'.repeat(43), password: 'A long enough passphrase 1' }), fields: ['token', 'password'] },
      // Saved searches with e-mail alerts (issue 27)
      { url: '/api/alerts', make: savedSearch, fields: ['email', 'filters', 'frequency', 'consent', 'lang'] },
      // The brochure gate (issue 27): the form, and the token a returning visitor sends instead.
      { url: '/api/brochure', make: () => ({ project: 'marina-heights', name: 'Brochure Reader', email: `reader-${unique()}@example.test`, phone: '+971 50 222 3344', lang: 'en' }), fields: ['project', 'name', 'email', 'phone', 'lang'] },
      { url: '/api/brochure', make: () => ({ project: 'marina-heights', token: '1.abc' }), fields: ['project', 'token'] },
    ];
    for (const write of writes) {
      for (const field of write.fields) {
        for (const [label, value] of PATHOLOGICAL) {
          const context = `${write.url} ${field} = ${label}`;
          const res = await withConcurrentGet(t.app, t.app.inject({ method: 'POST', url: write.url, headers: csrf, payload: { ...write.make(), [field]: value } }));
          if (res.statusCode === 404 && write.url === '/api/getPageSeo') continue;
          // A project without a brochure (valid fields otherwise) is a 404 naming the brochure.
          if (res.statusCode === 404 && write.url === '/api/brochure') continue;
          expectClearAnswer(res, field, context, [...(write.related ?? []), ...(write.url === '/api/login' || write.url === '/api/activation' ? ['_'] : [])]);
          if (value.length > 100_000) expect(res.statusCode, context).toBe(413);
        }
      }
    }
    pollutionCheck();
  }, MATRIX_TIMEOUT);

  it('/api/alerts (saved searches, issue 27): every hostile value of every field answers a 4xx naming it, and stores nothing', async () => {
    const accepted: string[] = [];
    for (const field of ['email', 'filters', 'frequency', 'consent', 'lang']) {
      for (const [label, value] of HOSTILE) {
        const payload = { ...savedSearch(), [field]: value };
        const res = await t.app.inject({ method: 'POST', url: '/api/alerts', headers: csrf, payload });
        // An acceptable value (consent true, no filters) is a saved search waiting for its confirmation (kept in the
        // mailbox: this app has no SMTP, issue 37 item 20).
        if (res.statusCode < 300) {
          expect(res.json().error, label).toBe(false);
          accepted.push(String(payload.email).toLowerCase());
          continue;
        }
        expectClearAnswer(res, field, `/api/alerts ${field} = ${label}`);
      }
    }
    // Nothing refused was stored: only the accepted searches, once each.
    const stored = await t.db.kysely.selectFrom('saved_searches').select('email').execute();
    expect(stored.map((r) => String(r.email).toLowerCase()).sort()).toEqual([...accepted].sort());
    pollutionCheck();
  });

  it('/api/login: hostile e-mails and passwords answer a 4xx, never 5xx, and sign nobody in', async () => {
    const probe = await t.app.inject({ method: 'POST', url: '/api/login', headers: csrf, payload: {} });
    if (probe.statusCode === 404) {
      console.log('Login part skipped: POST /api/login does not exist in this build.');
      return;
    }
    for (const field of ['email', 'password']) {
      for (const [label, value] of HOSTILE) {
        const body = { email: 'owner@staff.test', password: "' OR '1'='1", [field]: value };
        const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: csrf, payload: body });
        expect(res.statusCode, `login ${field} = ${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `login ${field} = ${label}`).toBeLessThan(500);
        expect(res.json().error).toBe(true);
        expect(res.body).not.toMatch(/token/i);
      }
    }
  });

  it('list queries with injected sort, range and filter answer 400 naming the parameter, or a correct (empty) list', async () => {
    const bad: Array<[string, string]> = [
      ['sort', '["id; DROP TABLE projects","ASC"]'],
      ['sort', '["title","ASC; DELETE FROM projects"]'],
      ['sort', '["(select password_hash from users)","DESC"]'],
      ['sort', '["changes","ASC"]'],
      ['sort', 'title'],
      ['sort', '{"field":"id"}'],
      ['sort', '[1,2]'],
      ['range', '[0,1e20]'],
      ['range', '[1e20,1e20]'],
      ['range', '[9007199254740993,9007199254740999]'],
      ['range', '[-1,5]'],
      ['range', '["0","9"]'],
      ['range', '[0]'],
      ['range', '[5,1]'],
      ['range', '[0.5,3]'],
      ['filter', '{"id":"1 OR 1=1"}'],
      ['filter', '{"id_gte":1e20}'],
      ['filter', '{"id":99999999999}'],
      ['filter', '{"id":[1,{"a":1}]}'],
      ['filter', '{"title":{"$ne":null}}'],
      ['filter', '{"published":"maybe"}'],
      ['filter', '{"q":"\\u0000"}'],
      ['filter', '{"title":"\\u0000"}'],
      ['filter', '{"__proto__":{"polluted":"yes"}}'],
      ['filter', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
      ['filter', '{"password_hash":"x"}'],
      // Names every plain object has: the whitelist checks own properties only.
      ['sort', '["toString","ASC"]'],
      ['sort', '["__proto__","DESC"]'],
      ['sort', '["constructor","ASC"]'],
      ['filter', '{"toString":"x"}'],
      ['filter', '{"valueOf":1}'],
      ['filter', '{"hasOwnProperty_gte":1}'],
      ['filter', '{"id_toString":1}'],
      ['filter', '{"nope":1}'],
      ['filter', '[1,2]'],
      ['filter', 'not json'],
    ];
    for (const def of RESOURCES) {
      for (const [param, value] of bad) {
        const res = await t.app.inject({ url: `/api/${def.name}?${param}=${encodeURIComponent(value)}`, headers: owner });
        const context = `GET /api/${def.name}?${param}=${value}`;
        expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBe(400);
        expectClearAnswer(res, param, context, [`${param}.`]);
      }
      const twice = await t.app.inject({ url: `/api/${def.name}?sort=["id","ASC"]&sort=["id","DESC"]`, headers: owner });
      expectClearAnswer(twice, 'sort', `${def.name} sort given twice`);
      const raw = await t.app.inject({ url: `/api/${def.name}?sort=%00&filter=%00`, headers: owner });
      expectClearAnswer(raw, 'sort', `${def.name} raw NUL`, ['filter']);
    }
    // Injection text as a value is a value: it matches nothing and leaves the table whole.
    for (const filter of ['{"title":"\' OR \'1\'=\'1"}', '{"q":"%\' OR 1=1 --"}', '{"q":"_"}', '{"slug":"marina-heights\' --"}']) {
      const res = await t.app.inject({ url: `/api/projects?filter=${encodeURIComponent(filter)}`, headers: owner });
      expect(res.statusCode, filter).toBe(200);
      expect(res.json(), filter).toEqual([]);
    }
    const all = await t.app.inject({ url: '/api/projects', headers: owner });
    expect(all.json().map((p: { title: string }) => p.title)).toEqual(['Marina Heights']);
    pollutionCheck();
  }, MATRIX_TIMEOUT);
});
