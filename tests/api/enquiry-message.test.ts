import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';

/** Issue 39 item 9: the enquiry form's message, from the form to the lead, its e-mail and its timeline. */
describe.each(DIALECTS)('the enquiry message (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  let csrf: Record<string, string>;
  let owner: { headers: Record<string, string> };

  beforeAll(async () => {
    t = await makeTestApp({ dialect, env: { outboxPollMs: 0, outboxBaseDelayMs: 3_600_000 } });
    db = t.db.kysely as unknown as Kysely<any>;
    csrf = await t.csrf();
    owner = await t.staff('owner');
    await db.updateTable('settings').set({ lead_notify_to: 'sales.desk@example.test' }).execute();
  });
  afterAll(async () => t?.close());

  const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/sendEnquiry', headers: csrf, payload });
  const form = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Olga Message', email, phone: '+7 916 555 0199', budget: '1800000', investmentTimeline: 'Within 3 months', ...extra });

  it('is stored on the lead, shown in the sales e-mail and on the timeline; a later touch adds its own to the timeline', async () => {
    const words = 'Two bedrooms, high floor, sea view.\nCall after 18:00 Moscow time, please.';
    expect((await send(form('olga.message@example.test', { message: `  ${words}  ` }))).statusCode).toBe(200);
    const lead = await db.selectFrom('enquiries').selectAll().where('email', '=', 'olga.message@example.test').executeTakeFirstOrThrow();
    expect(lead.message).toBe(words);
    const mails = await db.selectFrom('outbox').select(['payload']).where('lead_type', '=', 'enquiry').where('lead_id', '=', lead.id).where('channel', '=', 'email').execute();
    expect(mails.some((m) => JSON.parse(m.payload).text.includes('Call after 18:00 Moscow time'))).toBe(true);
    const one = (await t.app.inject({ url: `/api/enquiries/${lead.id}`, headers: owner.headers })).json();
    expect(one.message).toBe(words);

    // The same person writes again: one lead; its message stays, the new words are on the timeline.
    expect((await send(form('olga.message@example.test', { message: 'Also interested in a townhouse.' }))).statusCode).toBe(200);
    const leads = await db.selectFrom('enquiries').select(['id', 'message']).where('email', '=', 'olga.message@example.test').execute();
    expect(leads).toEqual([{ id: lead.id, message: words }]);
    const timeline = (await t.app.inject({ url: `/api/enquiries/${lead.id}/timeline`, headers: owner.headers })).json().data as Array<{ kind: string; details: unknown }>;
    expect(JSON.stringify(timeline)).toContain('Also interested in a townhouse.');
  });

  it('is optional, and too long a message is refused with the field named and nothing stored', async () => {
    expect((await send(form('no.message@example.test'))).statusCode).toBe(200);
    expect((await db.selectFrom('enquiries').select('message').where('email', '=', 'no.message@example.test').executeTakeFirstOrThrow()).message).toBeNull();
    const refused = await send(form('long.message@example.test', { message: 'x'.repeat(2001) }));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['message']);
    expect(await db.selectFrom('enquiries').select('id').where('email', '=', 'long.message@example.test').execute()).toEqual([]);
  });
});
