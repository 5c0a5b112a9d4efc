import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { FIXTURE } from './platform-fixtures';
import { PUBLISHED_COLUMNS } from '../../server/market/dld';
import { runMarketImportInWorker } from '../../server/market/worker-client';
import { INTERRUPTED_IMPORT, runMarketImport } from '../../server/market/service';
import { bulkTuning } from '../../server/market/sinks';
import { recomputeFigures } from '../../server/market/figures';

/**
 * The market import's worker thread (decision 026): the back-office upload is parsed and written by a worker with
 * its own connection, fed with backpressure, while the server keeps answering; the same refusals and reports as
 * before; progress comes back; the bulk paths (SQLite prepared inserts with the indexes dropped during a large
 * load, PostgreSQL COPY into a staging table) add nothing twice.
 */
const header = PUBLISHED_COLUMNS.transactions.join(',') + '\n';
/** A sales line in the DLD's published columns (the rest empty). */
const line = (id: string, date = '15-03-2026', worth = 1_500_000, project = 'MARINA CREST') => {
  const row: Record<string, string | number> = {
    transaction_id: id, trans_group_en: 'Sales', instance_date: date, property_type_en: 'Unit', property_usage_en: 'Residential', reg_type_en: 'Off-Plan Properties',
    area_name_en: 'Marsa Dubai', project_name_en: project, rooms_en: '1 B/R', procedure_area: 70, actual_worth: worth,
  };
  return PUBLISHED_COLUMNS.transactions.map((c) => row[c] ?? '').join(',') + '\n';
};
function* lines(n: number, prefix: string) {
  yield header;
  for (let i = 1; i <= n; i++) yield line(`${prefix}-${i}`);
}

function multipartHead() {
  const boundary = '----worker' + Math.random().toString(16).slice(2);
  return {
    head: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dld.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    tail: `\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(DIALECTS)('the market import worker on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const count = async () => Number((await t.db.kysely.selectFrom('market_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const upload = (body: string | Readable) => {
    const m = multipartHead();
    const payload = typeof body === 'string' ? m.head + body + m.tail : Readable.from((async function* () {
      yield m.head;
      for await (const chunk of body) yield chunk;
      yield m.tail;
    })());
    return t.app.inject({ method: 'POST', url: '/api/market/imports?kind=transactions', payload, headers: { ...admin, ...m.headers } });
  };

  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: FIXTURE, env: { marketPollMs: 0 } });
    admin = (await t.staff('admin')).headers;
  });
  afterAll(async () => t?.close());

  it('the back-office upload is imported by the worker thread; a wrong file is still refused before any write', async () => {
    const wrong = await upload('transaction_id,instance_date\nT-1,01-01-2026\n');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file).toMatch(/missing columns trans_group_en/);
    expect(await count()).toBe(0);
    const imports = await t.db.kysely.selectFrom('market_imports').select(['status', 'report']).execute();
    expect(imports.map((i) => i.status)).toEqual(['failed']);

    // A name with a backslash and a tab: COPY's text format escapes both.
    const odd = 'TOWER \\ ONE\tB';
    const res = await upload(header + line('W-1') + line('W-2', '31-02-2026') + line('W-3', '15-03-2026', -1) + line('W-4', '15-03-2026', 1_500_000, odd));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'done', thread: 'worker', files: [{ lines: 4, added: 2, duplicates: 0, skipped: 2 }] });
    expect(res.json().files[0].bad_lines).toEqual([
      { line: 3, reason: expect.stringMatching(/instance_date "31-02-2026" is not a date/) },
      { line: 4, reason: expect.stringMatching(/actual_worth "-1"/) },
    ]);
    expect(await count()).toBe(2);
    const stored = await t.db.kysely.selectFrom('market_transactions').select(['project_name', 'size_sqft', 'worth_aed', 'instance_date']).where('transaction_id', '=', 'W-4').executeTakeFirstOrThrow();
    expect(stored).toEqual({ project_name: odd, size_sqft: 753.47, worth_aed: 1_500_000, instance_date: '2026-03-15' });
  });

  it('reports progress, drops and rebuilds the indexes of a large load, and a re-import adds nothing', async () => {
    const progress: number[] = [];
    const connection = { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, sqliteFile: t.db.file ?? undefined };
    const run = () => runMarketImportInWorker([{ kind: 'transactions', stream: Readable.from(lines(60_000, 'BULK')) }], { source: 'command', connection, onProgress: (_kind, n) => progress.push(n) });
    const first = await run();
    expect(first).toMatchObject({ thread: 'worker', files: [{ lines: 60_000, added: 60_000, duplicates: 0 }] });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(60_000);
    if (dialect === 'sqlite') {
      const indexes = await t.db.kysely.selectFrom('sqlite_master' as never).select('name' as never).where('tbl_name' as never, '=', 'market_transactions' as never).where('type' as never, '=', 'index' as never).execute();
      expect(indexes.map((i) => (i as { name: string }).name)).toEqual(expect.arrayContaining(['market_transactions_area_date', 'market_transactions_project_date']));
      // A process killed between the drop and the rebuild: the next recompute of the figures puts them back.
      if (t.db.raw.dialect === 'sqlite') t.db.raw.sqlite.exec('drop index market_transactions_area_date; drop index market_rents_project_date');
      await recomputeFigures(t.db.kysely, 10);
      const after = await t.db.kysely.selectFrom('sqlite_master' as never).select('name' as never).where('type' as never, '=', 'index' as never).execute();
      expect(after.map((i) => (i as { name: string }).name)).toEqual(expect.arrayContaining(['market_transactions_area_date', 'market_rents_project_date']));
    }
    const again = await run();
    expect(again.files[0]).toMatchObject({ lines: 60_000, added: 0, duplicates: 60_000 });
    expect(await count()).toBe(60_002);
  }, 60_000);

  it('counts added and repeated lines exactly when the rows are merged in several turns (PostgreSQL: two sessions)', async () => {
    const before = await count();
    const saved = bulkTuning.pgMergeRows;
    bulkTuning.pgMergeRows = 3_000;
    try {
      // 9,000 new lines, then 2,000 already imported (BULK-*), then 500 repeated inside this file.
      function* mixed() {
        yield header;
        for (let i = 1; i <= 9_000; i++) yield line(`TURN-${i}`);
        for (let i = 1; i <= 2_000; i++) yield line(`BULK-${i}`);
        for (let i = 1; i <= 500; i++) yield line(`TURN-${i}`);
      }
      const report = await runMarketImport(t.db, [{ kind: 'transactions', stream: Readable.from(mixed()) }], { source: 'command' });
      expect(report.files[0]).toMatchObject({ lines: 11_500, added: 9_000, duplicates: 2_500 });
      expect(await count()).toBe(before + 9_000);
    } finally {
      bulkTuning.pgMergeRows = saved;
    }
  }, 60_000);

  it('closes the log row of an import whose process died as failed, saying so, when the next import starts', async () => {
    // What a killed process leaves: its log row "running" (its lock goes stale and is taken over).
    const { id } = await t.db.kysely.insertInto('market_imports').values({ source: 'command', status: 'running', started_by: null, started_at: '2026-11-25T10:00:00.000Z', finished_at: null, report: JSON.stringify({ progress: { kind: 'transactions', lines: 120_000 } }) }).returning('id').executeTakeFirstOrThrow();
    const res = await upload(header + line('I-1'));
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.db.kysely.selectFrom('market_imports').select(['status', 'finished_at', 'report']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.finished_at).toBeTruthy();
    expect(JSON.parse(String(row.report)).error).toBe(INTERRUPTED_IMPORT);
    const list = await t.app.inject({ method: 'GET', url: '/api/market/imports', headers: admin });
    expect(list.json().find((r: { id: number }) => r.id === id)).toMatchObject({ status: 'failed' });
  });

  it('answers page requests while an upload is being imported', async () => {
    const before = await count();
    const body = new PassThrough();
    const pending = upload(body);
    body.write(header);
    // Enough lines for the worker to write batches while the rest of the upload has not arrived yet.
    for (let i = 1; i <= 25_000; i++) body.write(line(`LIVE-${i}`));
    // The worker reports its progress on the import's log row (the back-office list shows it) while the upload is still open.
    const latest = () => t.db.kysely.selectFrom('market_imports').select(['status', 'report']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await expect.poll(async () => JSON.parse((await latest()).report ?? '{}').progress?.lines ?? 0, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
    expect((await latest()).status).toBe('running');
    const listed = await t.app.inject({ method: 'GET', url: '/api/market/imports', headers: admin });
    expect(listed.json()[0]).toMatchObject({ status: 'running', report: { progress: { kind: 'transactions', lines: expect.any(Number) } } });
    const page = await t.app.inject({ method: 'GET', url: '/api/site/market' });
    expect(page.statusCode).toBe(200);
    const area = await t.app.inject({ method: 'GET', url: '/api/site/areas/dubai-marina' });
    expect(area.statusCode).toBe(200);
    body.end(line('LIVE-LAST'));
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files[0]).toMatchObject({ lines: 25_001, added: 25_001 });
    expect(await count()).toBe(before + 25_001);
  }, 60_000);
});
