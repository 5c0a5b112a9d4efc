import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import type { DemoContent } from '../../server/demo/seed';
import { up as structurePlans } from '../../server/db/migrations/2026-11-28T0300-structured-payment-plans';

/** 10% booking; 20% in 4 monthly instalments; 20% on 50% construction (30 Jun 2027); 40% on handover (Q2 2028); 10% in 2 quarterly after it. */
const PLAN = {
  label: 'Flexi 60/40',
  milestones: [
    { label: 'Down payment', percent: 10, due: { at: 'booking' } },
    { percent: 20, due: { at: 'monthly', every_months: 1, count: 4, start_months_after_booking: 1 } },
    { percent: 20, due: { at: 'construction', construction_pct: 50, date: '2027-06-30' } },
    { percent: 40, due: { at: 'handover' } },
    { percent: 10, due: { at: 'after_handover', every_months: 3, count: 2 } },
  ],
};

const CONTENT: DemoContent = {
  developers: [{ id: 1, name: 'Azure Coast Developments', slug: 'azure-coast', published: true }],
  areas: [{ id: 1, name: 'Dubai Marina', slug: 'dubai-marina', published: true }],
  projects: [
    {
      id: 1, title: 'Plan Tower', slug: 'plan-tower', status: 'off_plan', developer_id: 1, area_id: 1, handover_year: 2028, handover_quarter: 2, published: true,
      payment_plan: PLAN, translations: { ru: { title: 'Плэн Тауэр', payment_plan: { label: 'Гибкий 60/40', milestones: [{ label: 'Первый взнос' }] } } },
    },
    { id: 2, title: 'Old Plan Tower', slug: 'old-plan-tower', status: 'off_plan', developer_id: 1, area_id: 1, published: true, payment_plan: { label: '60/40', milestones: [{ label: 'Down payment', percent: 60, trigger: 'On signing' }, { label: 'Handover', percent: 40 }] } },
    {
      id: 4, title: 'Convertible Tower', slug: 'convertible-tower', status: 'off_plan', developer_id: 1, area_id: 1, handover_year: 2028, handover_quarter: 4, published: true,
      payment_plan: { label: '1% monthly', milestones: [
        { label: 'Down payment', percent: 20, trigger: 'On signing the reservation form; the 4% DLD registration fee is paid at the same time' },
        { label: 'Monthly instalments', percent: 40, trigger: '40 monthly instalments of 1%, starting one month after booking' },
        { label: 'Instalment 1', percent: 10, trigger: 'On 50% construction completion' },
        { label: 'On handover', percent: 20, trigger: 'On completion, expected Q4 2028' },
        { label: 'Post-handover instalment 1', percent: 10, trigger: '6 months after handover' },
      ] },
    },
    { id: 3, title: 'Draft Tower', slug: 'draft-tower', status: 'off_plan', developer_id: 1, area_id: 1, published: false, payment_plan: PLAN },
  ],
};

interface Payment { date: string; label: string; percent: number; amount_aed: number }

describe.each(DIALECTS)('GET /api/site/projects/<slug>/schedule and the plan\'s validation (%s)', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: CONTENT });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const schedule = async (query: string, slug = 'plan-tower') => {
    const res = await get(`/api/site/projects/${slug}/schedule?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().payments as Payment[];
  };

  it('answers the dated payments for a price and a booking day (worked by hand), in whole AED adding up to the price', async () => {
    const payments = await schedule('price=1000000&booked=2026-12-31');
    expect(payments.map(({ date, label, percent, amount_aed }) => [date, label, percent, amount_aed])).toEqual([
      ['2026-12-31', 'Down payment', 10, 100_000],
      ['2027-01-31', 'Instalment 1/4', 5, 50_000],
      ['2027-02-28', 'Instalment 2/4', 5, 50_000], // the 31st clamped to February's end
      ['2027-03-31', 'Instalment 3/4', 5, 50_000],
      ['2027-04-30', 'Instalment 4/4', 5, 50_000],
      ['2027-06-30', 'At 50% construction', 20, 200_000],
      ['2028-06-30', 'On handover', 40, 400_000],
      ['2028-09-30', 'Post-handover instalment 1/2', 5, 50_000],
      ['2028-12-31', 'Post-handover instalment 2/2', 5, 50_000],
    ]);
    const odd = await schedule('price=999999&booked=2026-12-31');
    expect(odd.reduce((s, p) => s + p.amount_aed, 0)).toBe(999_999);
    expect(odd.at(-1)!.amount_aed).toBe(999_999 - odd.slice(0, -1).reduce((s, p) => s + p.amount_aed, 0));
  });

  it('labels in the page language: staff\'s translated words, the rules\' from the catalogue', async () => {
    const ru = await schedule('price=1000000&booked=2026-12-31&lang=ru');
    expect(ru.map((p) => p.label)).toEqual(['Первый взнос', 'Взнос 1/4', 'Взнос 2/4', 'Взнос 3/4', 'Взнос 4/4', 'При готовности 50%', 'При сдаче', 'Взнос после сдачи 1/2', 'Взнос после сдачи 2/2']);
    const ar = await schedule('price=1000000&booked=2026-12-31&lang=ar');
    expect(ar[6].label).toBe('عند التسليم');
    // No Arabic of staff's label: the English one stays.
    expect(ar[0].label).toBe('Down payment');
    const page = (await get('/api/site/projects/plan-tower?lang=ru')).json();
    expect(page.project.payment_plan.label).toBe('Гибкий 60/40');
    expect(page.project.payment_plan.milestones[1]).toMatchObject(PLAN.milestones[1]);
  });

  it('is cached like the project page (public, tagged with the project)', async () => {
    const res = await get('/api/site/projects/plan-tower/schedule?price=1000000&booked=2026-12-31');
    expect(res.headers['cache-control']).not.toMatch(/private|no-store/);
    expect(res.headers['cache-control']).toMatch(/s-maxage/);
  });

  it('400 naming the query field for a bad price or booking day', async () => {
    const bad = async (query: string, field: string) => {
      const res = await get(`/api/site/projects/plan-tower/schedule?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toEqual([field]);
      return res.json().errors[field] as string;
    };
    expect(await bad('booked=2026-12-31', 'price')).toMatch(/price is required/);
    expect(await bad('price=abc&booked=2026-12-31', 'price')).toMatch(/whole number of AED/);
    expect(await bad('price=0&booked=2026-12-31', 'price')).toMatch(/from 1/);
    expect(await bad('price=12.5&booked=2026-12-31', 'price')).toMatch(/whole number/);
    expect(await bad('price=99999999999&booked=2026-12-31', 'price')).toMatch(/whole number/);
    expect(await bad('price=1000000', 'booked')).toMatch(/booked is required/);
    expect(await bad('price=1000000&booked=2027-02-30', 'booked')).toMatch(/YYYY-MM-DD/);
    expect(await bad('price=1000000&booked=31/12/2026', 'booked')).toMatch(/YYYY-MM-DD/);
    expect(await bad('price=1000000&booked=2026-12-31&lang=xx', 'lang')).toMatch(/lang must be one of/);
  });

  it('404 for an unknown or unpublished project, and for an old free-text plan', async () => {
    expect((await get('/api/site/projects/nope/schedule?price=1&booked=2026-12-31')).statusCode).toBe(404);
    expect((await get('/api/site/projects/draft-tower/schedule?price=1&booked=2026-12-31')).statusCode).toBe(404);
    const old = await get('/api/site/projects/old-plan-tower/schedule?price=1000000&booked=2026-12-31');
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toMatch(/no dated payment plan/);
  });

  it('the data migration structures old plans it can read beyond doubt and leaves the rest as stored', async () => {
    const before = await t.db.kysely.selectFrom('projects').select(['id', 'payment_plan']).where('id', 'in', [2, 4]).orderBy('id').execute();
    await structurePlans(t.db.kysely);
    const after = await t.db.kysely.selectFrom('projects').select(['id', 'payment_plan']).where('id', 'in', [2, 4]).orderBy('id').execute();
    const plan = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(plan(after[0].payment_plan)).toEqual(plan(before[0].payment_plan)); // "Handover" alone: kept, with the staff warning
    expect(plan(after[1].payment_plan)).toEqual({
      label: '1% monthly',
      milestones: [
        { label: null, percent: 20, due: { at: 'booking' } },
        { label: null, percent: 40, due: { at: 'monthly', every_months: 1, count: 40, start_months_after_booking: 1 } },
        { label: null, percent: 10, due: { at: 'construction', construction_pct: 50 } },
        { label: null, percent: 20, due: { at: 'handover' } },
        { label: null, percent: 10, due: { at: 'after_handover', every_months: 6, count: 1 } },
      ],
    });
    const payments = await schedule('price=1000000&booked=2027-01-15', 'convertible-tower');
    expect(payments).toHaveLength(44);
    expect(payments.find((p) => p.label === 'Post-handover instalment')).toMatchObject({ date: '2029-06-15', amount_aed: 100_000 });
    expect(payments.at(-1)).toMatchObject({ date: '2030-05-15', label: 'Instalment 40/40', amount_aed: 10_000 });
  });

  describe('staff writes: 422 naming the field', () => {
    const put = (body: object) => t.app.inject({ method: 'PUT', url: '/api/projects/1', headers: editor, payload: body });
    const plan = (milestones: object[]) => ({ payment_plan: { label: 'Check', milestones } });

    it('shares must add up to 100%', async () => {
      const res = await put(plan([{ percent: 50, due: { at: 'booking' } }, { percent: 40, due: { at: 'handover' } }]));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ payment_plan: 'Payment plan milestones must add up to 100%' });
    });

    it('dates in order, and never after the handover for a milestone before it', async () => {
      const order = await put(plan([{ percent: 10, due: { at: 'booking' } }, { percent: 20, due: { at: 'date', date: '2027-09-01' } }, { percent: 20, due: { at: 'date', date: '2027-03-01' } }, { percent: 50, due: { at: 'handover' } }]));
      expect(order.statusCode).toBe(422);
      expect(order.json().errors['payment_plan.milestones.2.due.date']).toBe('Due date must not be before 2027-09-01, the date of milestone 2');
      const late = await put(plan([{ percent: 50, due: { at: 'date', date: '2029-01-15' } }, { percent: 50, due: { at: 'handover' } }]));
      expect(late.statusCode).toBe(422);
      expect(late.json().errors['payment_plan.milestones.0.due.date']).toMatch(/must not be after the handover \(2028-06-30\)/);
      const missing = await put(plan([{ percent: 100, due: { at: 'monthly', every_months: 1 } }]));
      expect(missing.json().errors).toEqual({ 'payment_plan.milestones.0.due.count': 'Number of instalments is required' });
    });

    it('stores a structured plan with only its rules\' keys; the schedule follows; the words\' translation counts for the language', async () => {
      const stored = await put({
        payment_plan: { label: 'Simple', milestones: [{ percent: 25, due: { at: 'booking', every_months: 3 } }, { percent: 75, due: { at: 'handover', date: '' } }] },
        translations: { ru: { title: 'Плэн Тауэр', payment_plan: { label: 'Простой' } } },
      });
      expect(stored.statusCode, stored.body).toBe(200);
      const body = stored.json();
      expect(body.payment_plan.milestones).toEqual([{ label: null, percent: 25, due: { at: 'booking' }, trigger: null }, { label: null, percent: 75, due: { at: 'handover' }, trigger: null }]);
      expect(body.translated_langs).toBe('ru');
      const untranslated = await put({ translations: { ru: { title: 'Плэн Тауэр' } } });
      expect(untranslated.json().translated_langs).toBe('');
      const payments = await schedule('price=400000&booked=2027-01-15');
      expect(payments.map((p) => [p.date, p.amount_aed])).toEqual([['2027-01-15', 100_000], ['2028-06-30', 300_000]]);
    });
  });
});
