import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { VALID_PERMIT } from '../helpers/permit';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { smtpReceiver } from '../helpers/smtp';
import { FIXTURE } from './platform-fixtures';
import { processDueEvents } from '../../server/alerts/match';
import { linkKey, manageToken } from '../../server/alerts/links';

async function until<T>(read: () => T | Promise<T>, check: (v: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (!check(last)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last).slice(0, 300)} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
    last = await read();
  }
  return last;
}

/** A header as the receiver got it (mailparser folds List-* headers into an object; the raw line is what counts). */
const header = (m: ParsedMail, name: string) => {
  const line = m.headerLines.find((h) => h.key === name.toLowerCase())?.line ?? '';
  return line.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
};
/** The https://oasis.test link of an e-mail as a path for inject. */
const local = (url: string) => url.replace('https://oasis.test', '');
const linkIn = (text: string, path: string) => text.match(new RegExp(`https://oasis\\.test${path}\\?[^\\s"<>]+`))?.[0] ?? '';
const unsubscribeOf = (m: ParsedMail) => header(m, 'list-unsubscribe').replace(/^<|>$/g, '');

/** Saved searches with e-mail alerts (issue 27): double opt-in, exactly once, one-click unsubscribe, digests. */
describe.each(DIALECTS)('saved-search alerts on %s', (dialect) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  const to = (addr: string) => smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(addr));
  const save = async (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/alerts', payload: body, headers: await t.csrf() });
  const put = async (id: number, body: Record<string, unknown>) => {
    const admin = (await t.staff('admin')).headers;
    const res = await t.app.inject({ method: 'PUT', url: `/api/projects/${id}`, payload: body, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
  };
  const searchOf = (email: string) => t.db.kysely.selectFrom('saved_searches').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const confirmFrom = async (mail: ParsedMail) => {
    const link = linkIn(mail.text ?? '', '/alerts/confirm');
    expect(link).not.toBe('');
    // Opening the link (a mail scanner does) confirms nothing: the page asks for the click.
    const page = await t.app.inject({ method: 'GET', url: local(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const done = await t.app.inject({ method: 'POST', url: local(link), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(done.statusCode).toBe(200);
    return done;
  };

  beforeAll(async () => {
    smtp = await smtpReceiver();
    t = await makeTestApp({ dialect, content: FIXTURE, env: { smtpUrl: smtp.url, mailFrom: 'Oasis Invest <leads@oasis.test>', publicUrl: 'https://oasis.test', outboxPollMs: 100, outboxBaseDelayMs: 50 } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses a hostile or huge saved filter, a missing consent and a bad address, naming the field', async () => {
    const base = { email: 'investor@example.test', frequency: 'instant', consent: true, lang: 'en' };
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ filters: `area=${'a'.repeat(1200)}` }, 'filters', /at most 1000 characters/],
      [{ filters: 'area=dubai-marina&__proto__=x' }, 'filters', /may only hold the search's fields/],
      [{ filters: 'area=<script>' }, 'filters', /area must be a slug/],
      [{ filters: 'max_price=-5' }, 'filters', /max_price must be a whole number/],
      [{ filters: 'area=a&area=b' }, 'filters', /each field once/],
      [{ consent: false }, 'consent', /Tick the box/],
      [{ frequency: 'hourly' }, 'frequency', /instant or weekly/],
      [{ email: 'not-an-address' }, 'email', /./],
    ];
    for (const [patch, field, message] of cases) {
      const res = await save({ ...base, filters: 'area=dubai-marina', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().errors[field]).toMatch(message);
    }
    expect(await t.db.kysely.selectFrom('saved_searches').select('id').execute()).toEqual([]);
  });

  it('asks for confirmation first (nothing else before the click), then alerts once per price drop even with two workers', async () => {
    const res = await save({ email: 'Buyer.One@Example.test', filters: '?area=dubai-marina&max_price=2,000,000&sort=price_asc&page=2', frequency: 'instant', consent: true, lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/Confirm your alert/);
    const stored = await searchOf('buyer.one@example.test');
    // Canonical filters (no sort, no page), the consent words and policy version kept with it.
    expect(stored).toMatchObject({ status: 'pending', filters: 'area=dubai-marina&max_price=2000000', frequency: 'instant', lang: 'en', policy_version: expect.any(String) });
    expect(stored.consent_text).toMatch(/I agree to receive e-mails/);
    const [confirmation] = await until(() => to('buyer.one@example.test'), (l) => l.length === 1, 'confirmation');
    expect(confirmation.subject).toBe('Confirm your project alert - Oasis Invest');
    expect(header(confirmation, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeOf(confirmation)).toMatch(/^https:\/\/oasis\.test\/alerts\/unsubscribe\?s=\d+&t=[\w-]{43}&lang=en$/);

    // Saved twice: no second confirmation within minutes.
    expect((await save({ email: 'buyer.one@example.test', filters: 'area=dubai-marina&max_price=2000000', frequency: 'instant', consent: true, lang: 'en' })).statusCode).toBe(200);

    // A price drop before the click: no alert.
    await put(1, { starting_price_aed: 1_800_000 });
    await t.app.alerts.runOnce();
    await t.app.outbox.runOnce();
    expect(to('buyer.one@example.test')).toHaveLength(1);

    // A link with a wrong token (or another subscription's) is refused, without signing in.
    const good = linkIn(confirmation.text ?? '', '/alerts/confirm');
    const forged = good.replace(/t=[\w-]+/, `t=${'A'.repeat(43)}`);
    expect((await t.app.inject({ method: 'POST', url: local(forged), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' })).statusCode).toBe(404);
    expect((await searchOf('buyer.one@example.test')).status).toBe('pending');
    const confirmed = await confirmFrom(confirmation);
    expect(confirmed.body).toContain('Your alert is on');
    expect((await searchOf('buyer.one@example.test')).status).toBe('confirmed');

    // A price drop after it: two workers match the same event at once; one alert goes out.
    await put(1, { starting_price_aed: 1_750_000 });
    await Promise.all([processDueEvents(t.db, t.config), processDueEvents(t.db, t.config), t.app.alerts.runOnce()]);
    await t.app.outbox.runOnce();
    const mails = await until(() => to('buyer.one@example.test'), (l) => l.length >= 2, 'alert');
    await new Promise((r) => setTimeout(r, 300));
    expect(to('buyer.one@example.test')).toHaveLength(2);
    const alert = mails[1];
    expect(alert.subject).toBe('New for your search: Marina Crest Residences - Oasis Invest');
    expect(alert.text).toContain('Price drop: Marina Crest Residences, now from AED 1,750,000 (was AED 1,800,000)');
    expect(alert.text).toContain('https://oasis.test/project/marina-crest-residences?utm_source=saved-search&utm_medium=email&utm_campaign=alert-instant');
    expect(header(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const rows = await t.db.kysely.selectFrom('outbox').select(['idempotency_key']).where('lead_type', '=', 'saved_search').where('lead_id', '=', stored.id).execute();
    expect(rows.filter((r) => r.idempotency_key.includes('-alert-'))).toHaveLength(1);

    // A project outside the search (another area) alerts nobody.
    await put(3, { starting_price_aed: 3_900_000 });
    await t.app.alerts.runOnce();
    await t.app.outbox.runOnce();
    await new Promise((r) => setTimeout(r, 300));
    expect(to('buyer.one@example.test')).toHaveLength(2);

    // One-click unsubscribe (RFC 8058) from the header's address, twice: the same answer, no error.
    for (let i = 0; i < 2; i++) {
      const res2 = await t.app.inject({ method: 'POST', url: local(unsubscribeOf(alert)), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(res2.statusCode).toBe(200);
      expect(res2.body).toContain('You are unsubscribed');
    }
    expect((await searchOf('buyer.one@example.test')).status).toBe('unsubscribed');
    // Opening the unsubscribe link afterwards says so; nothing more is sent.
    expect((await t.app.inject({ method: 'GET', url: local(unsubscribeOf(alert)) })).body).toContain('You are unsubscribed');
    await put(1, { starting_price_aed: 1_700_000 });
    await t.app.alerts.runOnce();
    await t.app.outbox.runOnce();
    await new Promise((r) => setTimeout(r, 300));
    expect(to('buyer.one@example.test')).toHaveLength(2);
  });

  it('sends a weekly digest in Russian with the unsubscribe headers, once, including a new launch', async () => {
    expect((await save({ email: 'ru.investor@example.test', filters: 'status=off_plan', frequency: 'weekly', consent: true, lang: 'ru' })).statusCode).toBe(200);
    const [confirmation] = await until(() => to('ru.investor@example.test'), (l) => l.length === 1, 'confirmation');
    expect(confirmation.subject).toBe('Подтвердите подписку на проекты - Oasis Invest');
    expect(header(confirmation, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const page = await confirmFrom(confirmation);
    expect(page.body).toContain('lang="ru"');
    expect(page.body).toContain('Подписка включена');

    // A new off-plan launch, published by staff.
    const admin = (await t.staff('admin')).headers;
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: admin, payload: { title: 'Creek Vista Launch', status: 'off_plan', developer_id: 1, area_id: 1, starting_price_aed: 1_400_000, published: true, ...VALID_PERMIT } });
    expect(created.statusCode, created.body).toBe(201);
    await t.app.alerts.runOnce();
    await t.app.outbox.runOnce();
    // Weekly: nothing at once.
    expect(to('ru.investor@example.test')).toHaveLength(1);
    // A week later the digest goes out, once (a second run the same day takes no lease; the next day finds nothing new).
    const later = new Date(Date.now() + 8 * 24 * 3600_000);
    expect(await t.app.alerts.digestIfDue(later)).toBe(1);
    expect(await t.app.alerts.digestIfDue(later)).toBeNull();
    expect(await t.app.alerts.digestIfDue(new Date(later.getTime() + 25 * 3600_000))).toBe(0);
    await t.app.outbox.runOnce();
    const [, digest] = await until(() => to('ru.investor@example.test'), (l) => l.length === 2, 'digest');
    expect(digest.subject).toBe('Еженедельная подборка проектов: обновлений 1 - Oasis Invest');
    expect(digest.text).toContain('Новый проект: Creek Vista Launch, AED 1,400,000');
    expect(digest.text).toContain('https://oasis.test/ru/project/creek-vista-launch?utm_source=saved-search&utm_medium=email&utm_campaign=alert-digest');
    expect(header(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeOf(digest)).toContain('lang=ru');
    await new Promise((r) => setTimeout(r, 300));
    expect(to('ru.investor@example.test')).toHaveLength(2);
  });

  it('changes how often and the language only through the signed manage link in its e-mails (issue 37 item 6)', async () => {
    const email = 'manage.me@example.test';
    expect((await save({ email, filters: 'area=dubai-marina', frequency: 'instant', consent: true, lang: 'ru' })).statusCode).toBe(200);
    const [confirmation] = await until(() => to(email), (l) => l.length === 1, 'confirmation');
    // The confirmation carries the manage link too, in text and HTML, in the subscriber's language.
    const link = linkIn(confirmation.text ?? '', '/alerts/manage');
    expect(link).toMatch(/^https:\/\/oasis\.test\/alerts\/manage\?s=\d+&e=\d+&t=[\w-]{43}&lang=ru$/);
    expect(confirmation.text).toContain('Изменить частоту или язык');
    expect(confirmation.html).toContain(link.replace(/&/g, '&amp;'));
    await confirmFrom(confirmation);
    const before = await searchOf(email);
    expect(before).toMatchObject({ status: 'confirmed', frequency: 'instant', lang: 'ru' });

    const form = (url: string, body: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    // Opening it shows the choices (a scanner changes nothing).
    const opened = await t.app.inject({ method: 'GET', url: local(link) });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Как часто');
    expect(opened.body).toMatch(/value="instant" checked/);
    expect(opened.body).toContain('/alerts/unsubscribe?s=');

    // The public form cannot change a confirmed subscription.
    expect((await save({ email, filters: 'area=dubai-marina', frequency: 'weekly', consent: true, lang: 'en' })).statusCode).toBe(200);
    expect(await searchOf(email)).toMatchObject({ frequency: 'instant', lang: 'ru', consent_text: before.consent_text });

    // Forged, moved, stretched, absent or expired links change nothing.
    const url = new URL(link);
    const q = Object.fromEntries(url.searchParams);
    const other = await t.db.kysely.selectFrom('saved_searches').select('id').where('email', '<>', email).executeTakeFirst();
    const tampered: Array<Record<string, string>> = [
      { ...q, t: `${q.t.slice(0, -1)}${q.t.endsWith('A') ? 'B' : 'A'}` },
      { ...q, e: String(Number(q.e) + 86_400) },
      ...(other ? [{ ...q, s: String(other.id) }] : []),
      { s: q.s, e: q.e, lang: 'ru' },
      {},
    ];
    for (const params of tampered) {
      const res = await form(`/alerts/manage?${new URLSearchParams(params)}`, 'frequency=weekly&language=en');
      expect(res.statusCode, JSON.stringify(params)).toBe(404);
      expect(res.body).toMatch(params.lang ? /Ссылка недействительна/ : /This link is not valid/);
    }
    const key = await linkKey(t.db.kysely);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await form(`/alerts/manage?s=${q.s}&e=${past}&t=${manageToken(key, Number(q.s), past)}&lang=en`, 'frequency=weekly&language=en');
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    // A choice the page does not offer is refused, naming the field.
    const bad = await form(local(link), 'frequency=hourly&language=en');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('(frequency)');
    expect((await form(local(link), 'frequency=weekly&language=xx')).body).toContain('(language)');
    expect(await searchOf(email)).toMatchObject({ frequency: 'instant', lang: 'ru' });

    // The genuine link changes both; the answer is in the language just chosen.
    const changed = await form(local(link), 'frequency=weekly&language=zh');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).toContain('已保存');
    expect(changed.body).toMatch(/value="weekly" checked/);
    expect(await searchOf(email)).toMatchObject({ status: 'confirmed', frequency: 'weekly', lang: 'zh' });

    // Once unsubscribed, the link says so and changes nothing.
    await t.app.inject({ method: 'POST', url: local(unsubscribeOf(confirmation)), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    const gone = await form(local(link), 'frequency=instant&language=en');
    expect(gone.statusCode).toBe(200);
    expect(await searchOf(email)).toMatchObject({ status: 'unsubscribed', frequency: 'weekly', lang: 'zh' });
  });

  it("a visitor's subscription is their lead's: staff who answer leads read it by the lead, anonymous visitors cannot", async () => {
    const csrf = await t.csrf();
    const lead = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload: { name: 'Lead Person', email: 'lead.person@example.test', phone: '+971 50 111 2233', budget: '2000000', investmentTimeline: 'Within 3 months' } });
    expect(lead.statusCode, lead.body).toBe(200);
    const enquiry = await t.db.kysely.selectFrom('enquiries').select('id').where('email', '=', 'lead.person@example.test').executeTakeFirstOrThrow();
    expect((await save({ email: 'lead.person@example.test', filters: 'beds=2', frequency: 'weekly', consent: true, lang: 'en' })).statusCode).toBe(200);
    const sales = (await t.staff('sales')).headers;
    const list = await t.app.inject({ url: `/api/saved-searches?filter=${encodeURIComponent(JSON.stringify({ enquiry_id: enquiry.id }))}`, headers: sales });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ email: 'lead.person@example.test', filters: 'beds=2', frequency: 'weekly', status: 'pending', enquiry_id: enquiry.id })]);
    expect((await t.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
  });

  it('records price history on every write path: the seed, the REST update and a restore', async () => {
    const history = async (id: number) => t.db.kysely.selectFrom('project_price_changes').select(['unit_type', 'old_price_aed', 'new_price_aed']).where('project_id', '=', id).orderBy('id').execute();
    // Seeded: the first starting price of Hills Grove Villas (project 3), then the update above.
    const rows = (await history(3)).map((r) => ({ ...r, old_price_aed: r.old_price_aed == null ? null : Number(r.old_price_aed), new_price_aed: Number(r.new_price_aed) }));
    expect(rows[0]).toEqual({ unit_type: null, old_price_aed: null, new_price_aed: 4_100_000 });
    expect(rows[1]).toEqual({ unit_type: null, old_price_aed: 4_100_000, new_price_aed: 3_900_000 });
  });
});
