import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { visitorAcknowledgement } from '../../server/outbox/messages';
import { mailtoHref, telHref, whatsappHref } from '../../admin/leads/contactLinks';

/** Issue 23, items 2 to 5: what a visitor or an API client sends is checked at its one home, on both databases. */
describe.each(DIALECTS)('security findings of issue 23 on %s', (dialect) => {
  let t: TestApp;
  let csrf: Record<string, string>;
  let editor: { headers: Record<string, string> };
  const enquiry = (extra: Record<string, unknown> = {}) => ({ name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: '3-6 months', ...extra });
  const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload });

  beforeAll(async () => {
    // SMTP set (nothing listens: deliveries stay in the outbox, where the test reads them).
    t = await makeTestApp({ dialect, env: { smtpUrl: 'smtp://127.0.0.1:9', outboxPollMs: 3_600_000 } });
    csrf = await t.csrf();
    editor = await t.staff('editor');
  });
  afterAll(async () => t?.close());

  describe('item 3: one timestamp rule', () => {
    const blog = (published_at: unknown) => ({ title: `Dated ${Math.random()}`, published: true, published_at });
    const post = (published_at: unknown) => t.app.inject({ method: 'POST', url: '/api/blogs', headers: editor.headers, payload: blog(published_at) });

    it.each(['1 January 2099', '-12:00', '2099-01-01T09:00', 'Jan 1 2099 10:00 GMT+0400', '2026-02-30', '+275760-09-13T00:00:00.000Z', 'tomorrow'])('refuses %j with a 422 naming published_at', async (value) => {
      const res = await post(value);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.published_at).toMatch(/^Published date must be a date/);
    });

    it('stores a date with an offset as UTC ISO 8601, so a scheduled record stays hidden until its time', async () => {
      const res = await post('2099-01-01T09:00:00+04:00');
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created.published_at).toBe('2099-01-01T05:00:00.000Z');
      const row = await t.db.kysely.selectFrom('blogs').select('published_at').where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row.published_at).toBe('2099-01-01T05:00:00.000Z');
      expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${created.id}` })).statusCode).toBe(404);
      const dateOnly = await post('2026-01-15');
      expect(dateOnly.json().published_at).toBe('2026-01-15T00:00:00.000Z');
      expect((await t.app.inject({ method: 'GET', url: `/api/blogs/${dateOnly.json().id}` })).statusCode).toBe(200);
      const empty = await post('');
      expect(empty.json().published_at).toBeNull();
    });
  });

  describe('item 4: source path, e-mail address, links and the acknowledgement', () => {
    it.each(['.attacker.example/login', '//attacker.example/login', '/\\attacker.example', 'https://attacker.example/', '/page with space', 'project/x'])('refuses the source path %j', async (source_path) => {
      const res = await send(enquiry({ source_path }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ source_path: 'source_path must be a path of this site, starting with one /' });
    });

    it('accepts a path of this site, with its query', async () => {
      expect((await send(enquiry({ source_path: '/ar/project/marina-vista?utm_source=x&b=%D8%A7' }))).statusCode).toBe(200);
      expect((await send(enquiry({ source_path: '/' }))).statusCode).toBe(200);
    });

    it.each(['a@b.cc?bcc=x%40evil.cc&body=hi', 'a@b.cc&cc=x@evil.cc', 'a@b.cc#x', 'a b@c.cc', 'a@b/c.cc', '"a"@b.cc', 'a@b.c'])('refuses the address %j', async (email) => {
      const res = await send(enquiry({ email }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: 'Please enter a valid email address' });
    });

    it("accepts real addresses, and the lead screen's links carry them encoded", async () => {
      for (const email of ["o'neil+dubai@mail.example.ae", 'x@sub.example.xn--p1ai']) expect((await send(enquiry({ email }))).statusCode).toBe(200);
      expect(mailtoHref('a?bcc=x@b.cc')).toBe('mailto:a%3Fbcc%3Dx@b.cc');
      expect(mailtoHref("o'neil+x@mail.example.ae")).toBe('mailto:o%27neil%2Bx@mail.example.ae');
      expect(telHref('+971 50 123 4567?x=y#z')).toBe('tel:+971501234567');
      expect(whatsappHref('050 123 4567&text=hi')).toBe('https://wa.me/971501234567');
    });

    it('greets without any name the visitor typed: nothing of theirs is mailed in our name (issue 37)', () => {
      const mail = visitorAcknowledgement({ type: 'enquiry', id: 1, name: 'evil.example/claim-your-prize', email: 'v@example.com', phone: '1', created_at: '2026-01-01T00:00:00.000Z', source_path: null, duplicate_of_id: null, assignee: null }, { productName: 'Oasis Invest', phone: null, email: null });
      expect(mail.text).toContain('Hello,');
      expect(mail.text + mail.html).not.toContain('evil');
      expect(mail.text + mail.html).not.toContain('claim-your-prize');
    });
  });

  describe('item 2: the acknowledgement names only a project visitors may see', () => {
    it('drops an unpublished or scheduled project from the lead, so its acknowledgement does not name it', async () => {
      const settings = await t.db.kysely.selectFrom('settings').select('id').executeTakeFirstOrThrow();
      await t.db.kysely.updateTable('settings').set({ lead_acknowledge: 1 }).where('id', '=', settings.id).execute();
      const [draft, scheduled, visible] = await t.db.kysely.selectFrom('projects').select(['id', 'title']).where('published', '=', 1).orderBy('id').limit(3).execute();
      await t.db.kysely.updateTable('projects').set({ published: 0 }).where('id', '=', draft.id).execute();
      await t.db.kysely.updateTable('projects').set({ published_at: '2099-01-01T00:00:00.000Z' }).where('id', '=', scheduled.id).execute();
      const cases = [
        [draft, 'draft@example.com', false],
        [scheduled, 'scheduled@example.com', false],
        [visible, 'visible@example.com', true],
      ] as const;
      for (const [project, email, named] of cases) {
        expect((await send(enquiry({ email, project_id: project.id }))).statusCode).toBe(200);
        const lead = await t.db.kysely.selectFrom('enquiries').select(['id', 'project_id']).where('email', '=', email).executeTakeFirstOrThrow();
        expect(lead.project_id).toBe(named ? project.id : null);
        const ack = await t.db.kysely.selectFrom('outbox').select('payload').where('idempotency_key', '=', `enquiry-${lead.id}-visitor`).executeTakeFirstOrThrow();
        expect(ack.payload.includes(project.title)).toBe(named);
      }
    });
  });

  describe('item 5: list filters are bounded and de-duplicated', () => {
    const list = (resource: string, filter: unknown) => t.app.inject({ method: 'GET', url: `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` });

    it.each([
      ['bedrooms', Array.from({ length: 1000 }, (_, i) => i)],
      ['property_type_id', Array.from({ length: 101 }, (_, i) => i + 1)],
      ['id', Array.from({ length: 101 }, (_, i) => i + 1)],
      ['status', Array.from({ length: 500 }, (_, i) => `s${i}`)],
    ])('answers 400 naming filter.%s beyond 100 different values (anonymous)', async (field, values) => {
      const res = await list('projects', { [field]: values });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [`filter.${field}`]: `Filter ${field} accepts at most 100 different values` });
    });

    it('counts repeats once: a thousand copies of a few values is a small query, not a 500', async () => {
      const bedrooms = await list('projects', { bedrooms: Array.from({ length: 1000 }, (_, i) => [1, 2, 5, 9][i % 4]) });
      expect(bedrooms.statusCode).toBe(200);
      const ids = await list('projects', { id: Array.from({ length: 1000 }, () => 1) });
      expect(ids.statusCode).toBe(200);
      const missing = await list('projects', { missing_translation: Array.from({ length: 1000 }, (_, i) => ['ar', 'ru', 'zh'][i % 3]) });
      expect(missing.statusCode).toBe(200);
      const bad = await list('projects', { missing_translation: ['ar', 'xx'] });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['filter.missing_translation']);
    });
  });
});
