import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { calculatorVisaProperty } from '../../src/golden-visa';
import { DEFAULT_SCORE_RULES } from '../../src/schemas/lead-score';
import { unwordedUnitTypes } from '../../src/unitTypes';

/**
 * Issue 39 items 4, 5 and 10 with the demo content: the journey's activities make a lead hot and show on its
 * activity panel; the calculator's visa check for an approved developer's off-plan unit over the threshold says yes
 * and reaches the lead; the search's "qualifies for the Golden Visa" filter; the translations the editor's list
 * flags (testimonials' country, areas' "good for", blog bodies honestly left in English).
 */
const consent = () => `oasis_consent=${serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'journey39' })}`;
type Row = Record<string, any>;

describe.each(DIALECTS)('the investor journey on %s (issue 39)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let csrf: Record<string, string>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo' });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const beacon = (cookie: string, events: unknown[]) =>
    t.app.inject({ method: 'POST', url: '/api/activity', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify({ events }) });
  const enquire = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: { ...csrf, cookie: [csrf.cookie, cookie].join('; ') }, payload });
  const project = (slug: string) => db.selectFrom('projects').select(['id', 'developer_id', 'status']).where('slug', '=', slug).executeTakeFirstOrThrow() as Promise<Row>;
  /** Every project a search lists, all its pages. */
  const search = async (query: string) => {
    const data: Row[] = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ url: `/api/site/projects?${query}${query ? '&' : ''}page=${page}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { items: Row[]; pageCount: number };
      data.push(...body.items);
      if (page >= body.pageCount) return { data };
    }
  };

  it('a visitor who does the journey ends up hot, and the lead shows each step', async () => {
    const token = 'JOURNEYJOURNEYJOURNEY39';
    const cookie = `${consent()}; oasis_vid=${token}`;
    const a = await project('marina-vista-residences');
    const b = await project('boulevard-crest');
    // Two project views, the calculator, two shortlist adds, compare, an alert, a brochure and a visa check.
    const events = [
      { kind: 'project_view', project_id: a.id, value: 90, lang: 'ru' },
      { kind: 'project_view', project_id: b.id, value: 60, lang: 'ru' },
      { kind: 'calculator', project_id: a.id, lang: 'ru' },
      { kind: 'shortlist', project_id: a.id, lang: 'ru' },
      { kind: 'shortlist', project_id: b.id, lang: 'ru' },
      { kind: 'compare', value: 2, lang: 'ru' },
      { kind: 'alert', lang: 'ru' },
      { kind: 'brochure', project_id: a.id, lang: 'ru' },
      { kind: 'visa_check', value: 1, lang: 'ru' },
    ];
    const sent = await beacon(cookie, events);
    expect(sent.statusCode, sent.body).toBe(204);
    // USD 500,000 is AED 1.84M: the 1M band (5 points); a timeline of 3-6 months (10 points).
    const res = await enquire(cookie, { name: 'Ivan Petrov', email: 'ivan.journey@example.ru', phone: '+7 916 123 45 67', budget: '1836250', investmentTimeline: '3-6 months', source_path: '/ru/project/marina-vista-residences', project_id: a.id });
    expect(res.statusCode, res.body).toBe(200);
    const lead = await db.selectFrom('enquiries').select(['id', 'score', 'hot']).where('email', '=', 'ivan.journey@example.ru').executeTakeFirstOrThrow();
    const w = DEFAULT_SCORE_RULES.weights;
    const activity = 2 * w.project_view + w.calculator + 2 * w.shortlist + w.compare + w.alert + w.brochure + w.visa_check;
    expect(activity).toBe(76);
    // Just recorded: the decay over the seconds since is far below a point.
    expect(lead.score).toBe(5 + 10 + activity);
    expect(Number(lead.hot)).toBe(1);
    // Project views alone would not have made it hot.
    expect(5 + 10 + 2 * w.project_view).toBeLessThan(DEFAULT_SCORE_RULES.hot_threshold);

    const panel = await t.app.inject({ url: `/api/enquiries/${lead.id}/activity`, headers: owner });
    expect(panel.statusCode, panel.body).toBe(200);
    const kinds = (panel.json().data as Row[]).map((e) => e.kind).sort();
    expect(kinds).toEqual(['alert', 'brochure', 'calculator', 'compare', 'project_view', 'project_view', 'shortlist', 'shortlist', 'visa_check']);
    const visa = (panel.json().data as Row[]).find((e) => e.kind === 'visa_check')!;
    expect(Number(visa.value)).toBe(1);
  });

  it('refuses an activity kind it does not know, naming the field', async () => {
    const res = await beacon(`${consent()}; oasis_vid=JOURNEYJOURNEYJOURNEY40`, [{ kind: 'visa_checked' }]);
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toMatch(/events\[0\]\.kind|events\.0\.kind/);
  });

  it('the calculator visa check for an approved developer off-plan over the threshold says yes, and the lead carries it', async () => {
    const p = await project('marina-vista-residences');
    const developer = await db.selectFrom('developers').select(['name', 'golden_visa_approved']).where('id', '=', p.developer_id).executeTakeFirstOrThrow();
    expect(p.status).toBe('off_plan');
    expect(Number(developer.golden_visa_approved)).toBe(1);
    // The 2-bedroom at AED 2,588,000, owned outright, no mortgage: what the calculator attaches.
    const golden_visa = { properties: [calculatorVisaProperty(2_588_000, { offPlan: true, developerApproved: true }, false)] };
    const res = await enquire('', { name: 'Anna Smirnova', email: 'anna.visa@example.ru', phone: '+7 916 765 43 21', budget: '2588000', investmentTimeline: 'Within 3 months', source_path: '/ru/investment-calculator', project_id: p.id, golden_visa });
    expect(res.statusCode, res.body).toBe(200);
    const lead = ((await t.app.inject({ url: `/api/enquiries?filter=${encodeURIComponent('{"q":"anna.visa@example.ru"}')}`, headers: owner })).json() as Row[]).find((l) => l.email === 'anna.visa@example.ru')!;
    expect(lead.golden_visa.result).toMatchObject({ eligible: true, countedAed: 2_588_000, thresholdAed: 2_000_000 });
    expect(lead.golden_visa.result.summary.template).toMatch(/^Eligible/);
  });

  it('the demo has approved developers, the big ones, and an unapproved one off-plan does not count', async () => {
    const approved = (await db.selectFrom('developers').select('slug').where('golden_visa_approved', '=', 1).orderBy('slug').execute()).map((d) => d.slug);
    expect(approved).toEqual(['al-noor-crescent-development', 'azure-crest-developments', 'sandstone-properties']);
  });

  it('"qualifies for the Golden Visa": only projects with a unit over the threshold, ready or from an approved developer', async () => {
    const all = await search('');
    const visa = await search('visa=1');
    expect(visa.data.length).toBeGreaterThan(0);
    expect(visa.data.length).toBeLessThan(all.data.length);
    const slugs = visa.data.map((p) => p.slug);
    expect(slugs).toContain('marina-vista-residences'); // approved developer, off-plan, a 2-bedroom at AED 2.59M
    const rows = (await db
      .selectFrom('projects as p')
      .innerJoin('developers as d', 'd.id', 'p.developer_id')
      .select(['p.id', 'p.slug', 'p.status', 'p.unit_types', 'd.golden_visa_approved'])
      .where('p.slug', 'in', slugs)
      .execute()) as Row[];
    for (const r of rows) {
      expect(r.status === 'ready' || Number(r.golden_visa_approved) === 1, r.slug).toBe(true);
      const units = await db.selectFrom('units').select(['price_aed', 'status']).where('project_id', '=', r.id).execute();
      const prices = units.length ? units.filter((u) => u.status === 'available').map((u) => Number(u.price_aed)) : (JSON.parse(r.unit_types) as Row[]).map((u) => Number(u.price_from_aed));
      expect(Math.max(...prices), r.slug).toBeGreaterThanOrEqual(2_000_000);
    }
    // An unapproved developer's off-plan project never qualifies.
    const unapproved = (await db.selectFrom('projects as p').innerJoin('developers as d', 'd.id', 'p.developer_id').select('p.slug').where('d.golden_visa_approved', '=', 0).where('p.status', '!=', 'ready').execute()).map((r) => r.slug);
    expect(unapproved.length).toBeGreaterThan(0);
    for (const s of unapproved) expect(slugs).not.toContain(s);

    // Staff raise the threshold past every price: nothing qualifies. Then back.
    const [settings] = (await t.app.inject({ url: '/api/settings', headers: owner })).json() as Row[];
    const rules = settings.golden_visa_rules;
    expect((await t.app.inject({ method: 'PUT', url: `/api/settings/${settings.id}`, headers: owner, payload: { golden_visa_rules: { ...rules, thresholdAed: 100_000_000 } } })).statusCode).toBe(200);
    expect((await search('visa=1')).data).toEqual([]);
    expect((await t.app.inject({ method: 'PUT', url: `/api/settings/${settings.id}`, headers: owner, payload: { golden_visa_rules: rules } })).statusCode).toBe(200);

    const bad = await t.app.inject({ url: '/api/site/projects?visa=maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ visa: 'visa must be 1 (qualifies for the Golden Visa) or left out' });
  });

  it('the editor list flags what a language lacks: a testimonial without its country, blog bodies left in English', async () => {
    const list = async (resource: string, lang: string) =>
      ((await t.app.inject({ url: `/api/${resource}?filter=${encodeURIComponent(JSON.stringify({ missing_translation: lang }))}`, headers: owner })).json() as Row[]).map((r) => r.id);
    // The demo testimonials are complete in three languages ...
    expect(await list('testimonials', 'ru')).toEqual([]);
    // ... until a translation loses the country.
    const [first] = (await t.app.inject({ url: '/api/testimonials', headers: owner })).json() as Row[];
    const translations = { ...first.translations, ru: { quote: first.translations.ru.quote } };
    const put = await t.app.inject({ method: 'PUT', url: `/api/testimonials/${first.id}`, headers: owner, payload: { ...first, translations } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await list('testimonials', 'ru')).toEqual([first.id]);
    expect(await list('testimonials', 'ar')).toEqual([]);
    // Blog posts: titles and summaries translated, bodies honestly English: every post is flagged.
    const blogs = (await t.app.inject({ url: '/api/blogs', headers: owner })).json() as Row[];
    expect((await list('blogs', 'ar')).length).toBe(blogs.length);
    expect(blogs.every((b) => b.translations.ar.title && !b.translations.ar.content)).toBe(true);
    // Areas: the "good for" list is part of a complete translation.
    expect(await list('areas', 'ru')).toEqual([]);
    // The project list carries the unit types its chip reads (unit names the site shows in English only): none in the demo.
    const projects = (await t.app.inject({ url: '/api/projects', headers: owner })).json() as Row[];
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.flatMap((p) => unwordedUnitTypes(p.unit_types))).toEqual([]);
    expect(projects.every((p) => Array.isArray(p.unit_types) && p.unit_types.length > 0)).toBe(true);
  });
});
