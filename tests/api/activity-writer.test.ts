import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { POLICY_VERSION, serializeConsent } from '../../src/consent';
import { activityWriter } from '../../server/activity/writer';

/** The beacon endpoint's group commit (issue 28's throughput target): many batches, one transaction, nothing lost. */
const consent = () => `oasis_consent=${serializeConsent({ analytics: true, marketing: false, version: POLICY_VERSION, at: new Date().toISOString(), id: 'choicewriter' })}`;

describe.each(DIALECTS)('activity writer (%s)', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'demo' });
    db = t.db.kysely as unknown as Kysely<any>;
  });
  afterAll(async () => {
    await t?.close();
  });

  const countOf = async (token: string) =>
    Number((await db.selectFrom('activity_events as e').innerJoin('visitors as v', 'v.id', 'e.visitor_id').select((eb) => eb.fn.countAll().as('n')).where('v.token', '=', token).executeTakeFirstOrThrow()).n);

  it('stores every one of many concurrent batches (grouped into shared transactions), one visitor row per browser', async () => {
    const tokens = ['WRITERWRITERWRITER0001', 'WRITERWRITERWRITER0002', 'WRITERWRITERWRITER0003'];
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/activity',
          headers: { cookie: `${consent()}; oasis_vid=${tokens[i % 3]}`, 'content-type': 'application/json' },
          payload: JSON.stringify({ events: [{ kind: 'project_view', value: i, lang: 'en' }, { kind: 'compare', lang: 'en' }] }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(45).fill(204));
    for (const token of tokens) expect(await countOf(token)).toBe(30);
    expect(await db.selectFrom('visitors').select('id').where('token', 'in', tokens).execute()).toHaveLength(3);
    // Each batch's values arrived intact (15 views per browser, values 0..44 once each).
    const values = (await db.selectFrom('activity_events').select('value').where('kind', '=', 'project_view').where('value', 'is not', null).where('visitor_id', 'in', db.selectFrom('visitors').select('id').where('token', 'in', tokens)).execute()).map((r) => Number(r.value));
    expect(values.sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i));
  });

  it('a batch that fails in a group is refused alone: the others of its group are stored', async () => {
    const writer = activityWriter(t.db.kysely, async () => undefined);
    const good = ['WRITERGOODGOODGOOD0001', 'WRITERGOODGOODGOOD0002'];
    const results = await Promise.allSettled([
      writer.add(good[0], [{ kind: 'brochure', project_id: null, value: null, lang: 'ar', ago_ms: 0 }]),
      // A visitor token the table refuses (NOT NULL): the group's transaction fails, then each batch is retried alone.
      writer.add(null as unknown as string, [{ kind: 'brochure', project_id: null, value: null, lang: 'ar', ago_ms: 0 }]),
      writer.add(good[1], [{ kind: 'alert', project_id: null, value: null, lang: 'ar', ago_ms: 0 }]),
      writer.add(good[0], [{ kind: 'calculator', project_id: null, value: null, lang: 'ar', ago_ms: 0 }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await countOf(good[0])).toBe(2);
    expect(await countOf(good[1])).toBe(1);
    expect(writer.waiting).toBe(0);
  });
});
