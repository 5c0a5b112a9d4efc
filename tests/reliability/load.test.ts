import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryLoad, makeDataSet, percentile, recordFigure, RELIABILITY_DIALECTS, startServer, type DataSet, type RunningServer } from './harness';

const TOTAL = 2000;
const CLIENTS = 40;

describe.each(RELIABILITY_DIALECTS)('load without loss (%s)', (dialect) => {
  let data: DataSet;
  let server: RunningServer;

  beforeAll(async () => {
    data = await makeDataSet(dialect);
    server = await startServer(data);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await data?.destroy();
  });

  it(`${TOTAL} enquiries from ${CLIENTS} concurrent clients: every one answered 200 and stored exactly once`, async () => {
    const { outcomes, seconds } = await enquiryLoad(server.origin, { clients: CLIENTS, total: TOTAL, prefix: `load-${dialect}` });
    expect(outcomes).toHaveLength(TOTAL);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(failed.slice(0, 5), `${failed.length} enquiries were not answered 200`).toEqual([]);

    const counts = await data.enquiryCounts();
    const missing = outcomes.filter((o) => counts.get(o.email) !== 1);
    expect(missing.slice(0, 5).map((o) => `${o.email}: stored ${counts.get(o.email) ?? 0} times`)).toEqual([]);
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(TOTAL);

    const ms = outcomes.map((o) => o.ms);
    recordFigure(`load-${dialect}`, {
      enquiries: TOTAL,
      clients: CLIENTS,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(TOTAL / seconds),
      p50ms: Math.round(percentile(ms, 50)),
      p99ms: Math.round(percentile(ms, 99)),
      maxMs: Math.round(Math.max(...ms)),
      startMs: Math.round(server.startMs),
    });
  });
});
