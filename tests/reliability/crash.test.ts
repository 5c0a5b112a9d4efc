import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryClient, enquiryLoad, makeDataSet, recordFigure, RELIABILITY_DIALECTS, startServer, type DataSet, type RunningServer } from './harness';

const ACK_BEFORE_KILL = 300;

describe.each(RELIABILITY_DIALECTS)('kill -9 during a burst of enquiries (%s)', (dialect) => {
  let data: DataSet;
  let server: RunningServer | null = null;

  beforeAll(async () => {
    data = await makeDataSet(dialect);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await data?.destroy();
  });

  it('every enquiry answered 200 before the crash is stored exactly once after a restart on the same data', async () => {
    const first = await startServer(data);
    server = first;
    let acked = 0;
    let killed = false;
    const load = enquiryLoad(first.origin, {
      clients: 20,
      total: 1_000_000,
      prefix: `crash-${dialect}`,
      stop: () => killed,
      onOutcome: (o) => {
        if (o.status === 200) acked++;
        if (!killed && acked >= ACK_BEFORE_KILL) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      },
    });
    const { outcomes } = await load;
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');

    const restarted = await startServer(data);
    server = restarted;
    const counts = await data.enquiryCounts();
    const acknowledged = outcomes.filter((o) => o.status === 200);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACK_BEFORE_KILL);
    const lost = acknowledged.filter((o) => counts.get(o.email) !== 1);
    expect(lost.map((o) => `${o.email}: stored ${counts.get(o.email) ?? 0} times`)).toEqual([]);
    // Nothing was answered with an error, and nothing is stored twice.
    expect(outcomes.filter((o) => o.status !== null && o.status !== 200)).toEqual([]);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    // The restarted server takes enquiries at once.
    const send = await enquiryClient(restarted.origin);
    expect((await send(`after-crash-${dialect}@load.test`)).status).toBe(200);
    const unacknowledgedStored = outcomes.filter((o) => o.status === null && counts.get(o.email) === 1).length;
    recordFigure(`crash-${dialect}`, {
      acknowledgedBeforeKill: acknowledged.length,
      inFlightAtKill: outcomes.filter((o) => o.status === null).length,
      inFlightButStored: unacknowledgedStored,
      restartMs: Math.round(restarted.startMs),
    });
  });
});
