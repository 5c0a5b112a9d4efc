import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { seed } from '../../server/demo/seed';
import { resourceEvents, type ResourceEvent } from '../../server/resources/events';
import { HttpError } from '../../server/errors';

/**
 * Typed write events (issue 38 item 3, decision 028): every write of a resource emits created / changed (with the
 * changed fields, before and after) / published / unpublished / deleted inside the write's transaction, the seed's
 * writes too; a subscriber that throws rolls the write back, and the after-commit work of the others never runs.
 */
type Seen = { kind: ResourceEvent['kind']; id: number; staff: boolean; inTransaction: boolean; changes?: Record<string, { before: unknown; after: unknown }>; name?: unknown; via?: string };

describe.each(DIALECTS)('resource events on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  const seen: Seen[] = [];
  const unsubscribe: Array<() => void> = [];

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    editor = (await t.staff('editor')).headers;
    unsubscribe.push(
      resourceEvents.on('developers', ['created', 'changed', 'published', 'unpublished', 'deleted'], 'test:recorder', (e) => {
        const record = e.kind === 'deleted' ? e.previous : e.record;
        seen.push({
          kind: e.kind,
          id: e.id,
          staff: !!e.actor,
          inTransaction: e.trx.isTransaction,
          name: record.name,
          ...(e.kind === 'changed' ? { changes: e.changes, via: e.via } : {}),
        });
      }),
    );
  });
  afterEach(() => void (seen.length = 0));
  afterAll(async () => {
    for (const off of unsubscribe) off();
    await t.close();
  });

  const create = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/developers', headers: editor, payload });
  const update = (id: number, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/developers/${id}`, headers: editor, payload });
  const read = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/developers/${id}`, headers: editor })).json();

  it('a create emits created (and published when it is published), in the transaction, with the staff member', async () => {
    const draft = await create({ name: 'Quiet Sands', published: false });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().id;
    expect(seen).toEqual([{ kind: 'created', id, staff: true, inTransaction: true, name: 'Quiet Sands' }]);

    seen.length = 0;
    const live = await create({ name: 'Harbour Line', published: true });
    expect(seen.map((e) => e.kind)).toEqual(['created', 'published']);
    expect(seen[1]).toMatchObject({ id: live.json().id, name: 'Harbour Line' });
  });

  it('an update emits changed with the changed fields before and after, then published or unpublished when the flag moves', async () => {
    const id = (await create({ name: 'Palm Row', published: false, headquarters: 'Dubai' })).json().id;
    seen.length = 0;

    expect((await update(id, { name: 'Palm Row Estates', published: true })).statusCode).toBe(200);
    expect(seen.map((e) => e.kind)).toEqual(['changed', 'published']);
    const changed = seen[0];
    expect(changed).toMatchObject({ id, staff: true, inTransaction: true, via: 'update' });
    expect(changed.changes!.name).toEqual({ before: 'Palm Row', after: 'Palm Row Estates' });
    expect(changed.changes!.published).toEqual({ before: false, after: true });
    // Only what changed: the untouched headquarters, the bookkeeping columns are not among the changes.
    expect(Object.keys(changed.changes!).sort()).toEqual(['name', 'published']);

    seen.length = 0;
    await update(id, { published: false });
    expect(seen.map((e) => e.kind)).toEqual(['changed', 'unpublished']);
    expect(Object.keys(seen[0].changes!)).toEqual(['published']);

    seen.length = 0;
    await update(id, { headquarters: 'Dubai' });
    expect(seen).toEqual([expect.objectContaining({ kind: 'changed', changes: {} })]);
  });

  it('a restore is a change that says so', async () => {
    const id = (await create({ name: 'Old Name' })).json().id;
    await update(id, { name: 'New Name' });
    seen.length = 0;
    const restored = await t.app.inject({ method: 'POST', url: `/api/developers/${id}/versions/1/restore`, headers: editor, payload: {} });
    expect(restored.statusCode).toBe(200);
    expect(seen).toEqual([expect.objectContaining({ kind: 'changed', via: 'restore', changes: { name: { before: 'New Name', after: 'Old Name' } } })]);
  });

  it('a delete emits deleted with the record as it was', async () => {
    const id = (await create({ name: 'Gone Soon', published: true })).json().id;
    seen.length = 0;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/developers/${id}`, headers: editor })).statusCode).toBe(200);
    expect(seen).toEqual([{ kind: 'deleted', id, staff: true, inTransaction: true, name: 'Gone Soon' }]);
  });

  it('the seed emits created without a staff member', async () => {
    await seed(t.db, { developers: [{ id: 9001, name: 'Seeded Developer', slug: 'seeded-developer', published: true }] });
    expect(seen).toEqual([
      { kind: 'created', id: 9001, staff: false, inTransaction: true, name: 'Seeded Developer' },
      { kind: 'published', id: 9001, staff: false, inTransaction: true, name: 'Seeded Developer' },
    ]);
  });

  describe('a subscriber that throws rolls the write back', () => {
    const afterCommitRan: string[] = [];
    const refuse = (kind: 'created' | 'changed' | 'deleted') => {
      // A subscriber before it asks for after-commit work, which must not run when the write rolls back.
      const early = resourceEvents.on('developers', kind, 'test:early', (e) => e.afterCommit(() => void afterCommitRan.push(kind)));
      const off = resourceEvents.on('developers', kind, 'test:refuse', () => {
        throw new HttpError(409, `Refused by a subscriber to ${kind}`);
      });
      unsubscribe.push(early, off);
      return () => (off(), early());
    };

    it('a create', async () => {
      const before = (await t.app.inject({ method: 'GET', url: '/api/developers', headers: editor })).headers['content-range'];
      const done = refuse('created');
      const res = await create({ name: 'Never Stored' });
      done();
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Refused by a subscriber to created');
      expect((await t.app.inject({ method: 'GET', url: '/api/developers', headers: editor })).headers['content-range']).toBe(before);
      const found = await t.app.inject({ method: 'GET', url: `/api/developers?filter=${encodeURIComponent(JSON.stringify({ q: 'Never Stored' }))}`, headers: editor });
      expect(found.json()).toEqual([]);
      expect(afterCommitRan).toEqual([]);
    });

    it('an update (nor its version)', async () => {
      const id = (await create({ name: 'Kept As Is' })).json().id;
      const { version } = await read(id);
      const done = refuse('changed');
      const res = await update(id, { name: 'Not Kept' });
      done();
      expect(res.statusCode).toBe(409);
      const now = await read(id);
      expect(now.name).toBe('Kept As Is');
      expect(now.version).toBe(version);
      expect(afterCommitRan).toEqual([]);
    });

    it('a delete', async () => {
      const id = (await create({ name: 'Still Here' })).json().id;
      const done = refuse('deleted');
      const res = await t.app.inject({ method: 'DELETE', url: `/api/developers/${id}`, headers: editor });
      done();
      expect(res.statusCode).toBe(409);
      expect((await read(id)).name).toBe('Still Here');
      expect(afterCommitRan).toEqual([]);
    });
  });

  it('registering a subscription again under its name replaces it', async () => {
    let calls = 0;
    const offA = resourceEvents.on('developers', 'created', 'test:once', () => void calls++);
    const offB = resourceEvents.on('developers', 'created', 'test:once', () => void (calls += 10));
    unsubscribe.push(offA, offB);
    await create({ name: 'Counted Once' });
    offB();
    expect(calls).toBe(10);
  });
});
