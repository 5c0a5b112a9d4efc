import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { unavailableBecause } from '../../server/routing/route';

/** Hot leads first (issue 28): a salesperson pausing themself from the profile; the default phone country a setting. */
describe.each(DIALECTS)('hot leads, the remainder (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo' });
    db = t.db.kysely as unknown as Kysely<any>;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a salesperson pauses and resumes themself; the routing then skips them; a manager-set availability keeps its hours', async () => {
    const sales = await t.staff('sales', { email: 'pause-me@oasis.test' });
    const other = await t.staff('sales', { email: 'not-me@oasis.test' });
    const person = async (id: number) => {
      const u = await db.selectFrom('users').select(['id', 'email', 'role', 'availability']).where('id', '=', id).executeTakeFirstOrThrow();
      return { id: u.id, name: u.email, email: u.email, role: u.role, availability: u.availability };
    };
    expect((await t.app.inject({ url: '/api/profile/availability', headers: sales.headers })).json().data.paused).toBe(false);
    const paused = await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: sales.headers, payload: { paused: true } });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().message).toMatch(/no new leads/);
    expect(unavailableBecause(await person(sales.id), Date.now())).toBe('paused');
    expect(unavailableBecause(await person(other.id), Date.now())).toBeNull();

    // Hours a manager set stay as they were; only the pause changes.
    const set = { languages: ['ar'], time_zone: 'Asia/Dubai', work_days: [1, 2], work_start: '09:00', work_end: '18:00', leave: ['2026-12-02'], paused: false };
    await db.updateTable('users').set({ availability: JSON.stringify(set) }).where('id', '=', sales.id).execute();
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: sales.headers, payload: { paused: true } })).statusCode).toBe(200);
    expect(JSON.parse((await person(sales.id)).availability!)).toEqual({ ...set, paused: true });
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: sales.headers, payload: { paused: false } })).statusCode).toBe(200);
    expect(JSON.parse((await person(sales.id)).availability!)).toEqual(set);

    // Bad input: the field named; other fields ignored (only the pause is the member's).
    const bad = await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: sales.headers, payload: { paused: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('paused');
    const extra = await t.app.inject({ method: 'PUT', url: '/api/profile/availability', headers: sales.headers, payload: { paused: false, languages: ['ru'], work_start: '00:00' } });
    expect(extra.statusCode).toBe(200);
    expect(JSON.parse((await person(sales.id)).availability!)).toEqual(set);
    // Nobody signed in: refused (419 without the session's CSRF token, 401 with it).
    expect([401, 419]).toContain((await t.app.inject({ method: 'PUT', url: '/api/profile/availability', payload: { paused: true } })).statusCode);
  });

  it('the default phone country is a setting: the site layout and the country look-up fall back to it; a bad code is refused naming the field', async () => {
    const owner = (await t.staff('owner')).headers;
    expect((await t.app.inject({ url: '/api/site/layout' })).json().country).toBe('AE');
    const settings = (await t.app.inject({ url: '/api/settings', headers: owner })).json()[0];
    expect(settings.phone_default_country).toBe('AE');
    const saved = await t.app.inject({ method: 'PUT', url: `/api/settings/${settings.id}`, headers: owner, payload: { phone_default_country: 'sa' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().phone_default_country).toBe('SA');
    expect((await t.app.inject({ url: '/api/site/layout' })).json().country).toBe('SA');
    // No GEO_LOOKUP_URL in tests: the look-up answers the setting.
    expect((await t.app.inject({ url: '/api/site/country' })).json().country).toBe('SA');
    for (const value of ['SAU', '', '1', null]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/settings/${settings.id}`, headers: owner, payload: { phone_default_country: value } });
      expect(res.statusCode, String(value)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), String(value)).toContain('phone_default_country');
    }
    // A code the phone rules do not know, written by hand: the built-in default, never a broken phone field.
    await db.updateTable('settings').set({ phone_default_country: 'ZZ' }).execute();
    expect((await t.app.inject({ url: '/api/site/layout' })).json().country).toBe('AE');
    await db.updateTable('settings').set({ phone_default_country: 'AE' }).execute();
  });
});
