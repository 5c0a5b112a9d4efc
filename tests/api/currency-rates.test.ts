import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { loadRates } from '../../server/currency/load';

describe.each(DIALECTS)('currency rates on %s (issue 26)', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE });
    owner = (await t.staff('owner')).headers;
  });
  afterAll(async () => t?.close());

  const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/currency-rates', payload, headers: owner });
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/currency-rates' })).json() as { code: string; aed_per_unit: number; rate_date: string }[];

  it('USD is there from the start at its peg', async () => {
    expect((await list()).find((r) => r.code === 'USD')).toMatchObject({ aed_per_unit: 3.6725 });
  });

  it('a rate is validated: positive, dated, a three-letter code; a bad one is refused naming the field', async () => {
    const zero = await create({ code: 'EUR', name: 'Euro', aed_per_unit: 0, rate_date: '2026-11-25' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ aed_per_unit: 'Rate must be more than 0' });
    const undated = await create({ code: 'EUR', name: 'Euro', aed_per_unit: 4.25, rate_date: '25/11/2026' });
    expect(undated.json().errors).toEqual({ rate_date: 'Date must be written YYYY-MM-DD' });
    const code = await create({ code: 'EURO', name: 'Euro', aed_per_unit: 4.25, rate_date: '2026-11-25' });
    expect(code.json().errors).toEqual({ code: 'Currency code must be three letters (ISO 4217), for example EUR' });
    const usd = await t.app.inject({ method: 'PUT', url: `/api/currency-rates/${(await t.app.inject({ method: 'GET', url: '/api/currency-rates' })).json().find((r: { code: string }) => r.code === 'USD').id}`, payload: { code: 'USD', name: 'US dollar', aed_per_unit: 3.7, rate_date: '2026-11-25' }, headers: owner });
    expect(usd.statusCode).toBe(422);
    expect(usd.json().errors).toEqual({ aed_per_unit: 'USD is pegged at 3.6725 AED' });
    const ok = await create({ code: 'eur', name: 'Euro', aed_per_unit: 4.25, rate_date: '2026-11-25' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ code: 'EUR', aed_per_unit: 4.25, rate_date: '2026-11-25' });
  });

  it('visitors may read rates; only staff may change them', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/currency-rates', payload: { code: 'GBP', name: 'Pound', aed_per_unit: 4.9, rate_date: '2026-11-25' }, headers: await t.csrf() });
    expect([401, 403]).toContain(anon.statusCode);
  });

  it('the rates command loads a file: good lines replace or add, bad lines are reported with their field', async () => {
    const csv = ['code,name,aed_per_unit,rate_date', 'EUR,Euro,4.31,2026-11-26', 'GBP,Pound sterling,4.92,2026-11-26', 'INR,Indian rupee,-1,2026-11-26', 'RUB,Russian rouble,0.046,yesterday'].join('\n');
    const report = await loadRates(t.db.kysely, Readable.from([csv]));
    expect(report.loaded).toBe(2);
    expect(report.bad).toEqual([
      { line: 4, reason: 'aed_per_unit: Rate must be more than 0' },
      { line: 5, reason: 'rate_date: Date must be written YYYY-MM-DD' },
    ]);
    const rates = await list();
    expect(rates.find((r) => r.code === 'EUR')).toMatchObject({ aed_per_unit: 4.31, rate_date: '2026-11-26' });
    expect(rates.find((r) => r.code === 'GBP')).toMatchObject({ aed_per_unit: 4.92 });
    expect(rates.some((r) => r.code === 'INR')).toBe(false);
  });
});
