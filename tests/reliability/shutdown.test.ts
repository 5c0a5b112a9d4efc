import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import path from 'node:path';
import { enquiryClient, enquiryLoad, makeDataSet, recordFigure, RELIABILITY_DIALECTS, startServer, type DataSet, type RunningServer } from './harness';

describe.each(RELIABILITY_DIALECTS)('graceful shutdown on SIGTERM during load (%s)', (dialect) => {
  let data: DataSet;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    data = await makeDataSet(dialect);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await data?.destroy();
  });

  it('requests in flight complete, nothing answers 5xx, no accepted request is cut off, exit code 0, the next start is clean', async () => {
    const first = await startServer(data);
    server = first;
    let acked = 0;
    let termAt = 0;
    let refused = false;
    const { outcomes } = await enquiryLoad(first.origin, {
      clients: 40,
      total: 1_000_000,
      prefix: `term-${dialect}`,
      stop: () => refused,
      onOutcome: (o) => {
        if (o.status === 200) acked++;
        if (!termAt && acked >= 200) {
          termAt = performance.now();
          first.child.kill('SIGTERM');
        }
        if (termAt && o.status === null) refused = true;
      },
    });
    const exit = await first.exited;
    const shutdownMs = performance.now() - termAt;
    expect(exit, first.output()).toEqual({ code: 0, signal: null });

    // No 5xx (not even 503 "closing") and no other error status.
    expect(outcomes.filter((o) => o.status !== null && o.status !== 200).map((o) => o.status)).toEqual([]);
    const counts = await data.enquiryCounts();
    // A request the server took in (and stored) must have been answered: no reset after acceptance.
    const cutOff = outcomes.filter((o) => o.status === null && counts.has(o.email));
    expect(cutOff.map((o) => `${o.email}: ${o.error}`)).toEqual([]);
    const lost = outcomes.filter((o) => o.status === 200 && counts.get(o.email) !== 1);
    expect(lost.map((o) => o.email)).toEqual([]);

    if (dialect === 'sqlite') {
      // A clean close checkpoints the WAL: the database file alone is complete and consistent.
      const db = new Database(path.join(data.dataDir, 'oasis.sqlite'), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }
    const next = await startServer(data);
    server = next;
    const send = await enquiryClient(next.origin);
    expect((await send(`after-term-${dialect}@load.test`)).status).toBe(200);
    expect(next.output()).not.toMatch(/error|failed/i);
    next.child.kill('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
    recordFigure(`shutdown-${dialect}`, {
      answeredBeforeExit: outcomes.filter((o) => o.status === 200).length,
      refusedAfterClose: outcomes.filter((o) => o.status === null).length,
      shutdownMs: Math.round(shutdownMs),
      restartMs: Math.round(next.startMs),
    });
  });
});
