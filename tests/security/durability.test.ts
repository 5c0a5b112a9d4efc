import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

/** The settings the crash-safety promise rests on (docs/RELIABILITY.md); the kill -9 run is in tests/reliability. */
describe('SQLite durability settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ dialect: 'sqlite', content: 'none' });
  });
  afterAll(async () => t?.close());

  it('runs in WAL mode with synchronous=FULL and foreign keys on', async () => {
    const pragma = async (name: string) => Object.values((await sql.raw(`pragma ${name}`).execute(t.db.kysely)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    // 2 = FULL: the WAL is synced on every commit, so an acknowledged enquiry survives power loss too.
    expect(await pragma('synchronous')).toBe(2);
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('an enquiry is in the database when its 200 arrives (the insert is awaited before the answer)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: await t.csrf(), payload: { name: 'Durable', email: 'durable@lead.test', phone: '+971501234567', budget: '1000000', investmentTimeline: 'Immediately' } });
    expect(res.statusCode).toBe(200);
    const row = await t.db.kysely.selectFrom('enquiries').select('email').where('email', '=', 'durable@lead.test').executeTakeFirst();
    expect(row).toEqual({ email: 'durable@lead.test' });
  });
});
