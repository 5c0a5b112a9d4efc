import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryClient, makeDataSet, recordFigure, RELIABILITY_DIALECTS, startServer, type DataSet, type RunningServer } from './harness';

const LEADS = 20;

/**
 * A lead acknowledged to the visitor reaches the CRM even when the server is killed (-9) between the answer
 * and the delivery: the delivery is in the database with the lead, and the next server takes it over once
 * the dead one's lease runs out. At least once; the idempotency key lets the receiver drop a repeat.
 */
describe.each(RELIABILITY_DIALECTS)('lead deliveries survive kill -9 (%s)', (dialect) => {
  let data: DataSet;
  let first: RunningServer | null = null;
  let second: RunningServer | null = null;
  let receiver: http.Server;
  const calls: Array<{ key: string; at: number }> = [];
  // While `hang` is set, the receiver takes requests and never answers: the deliveries are in flight when the server dies.
  const state = { hang: true };

  beforeAll(async () => {
    data = await makeDataSet(dialect);
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        if (state.hang) return;
        calls.push({ key: String(req.headers['idempotency-key']), at: Date.now() });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const s of [first, second]) {
      if (s && s.child.exitCode === null && s.child.signalCode === null) {
        s.child.kill('SIGKILL');
        await s.exited;
      }
    }
    receiver?.closeAllConnections();
    receiver?.close();
    await data?.destroy();
  });

  it(`${LEADS} enquiries answered, the server killed with deliveries in flight, every webhook delivered by the next server`, async () => {
    const env = { WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`, WEBHOOK_SECRET: 'reliability-secret', OUTBOX_POLL_MS: '100', OUTBOX_LEASE_MS: '1500', OUTBOX_BASE_DELAY_MS: '200' };
    first = await startServer(data, env);
    const send = await enquiryClient(first.origin);
    const outcomes = [];
    for (let i = 0; i < LEADS; i++) outcomes.push(await send(`crash-${dialect}-${i}@lead.test`));
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    // Give the worker time to take the deliveries (they hang at the receiver), then kill the server.
    await new Promise((r) => setTimeout(r, 500));
    first.child.kill('SIGKILL');
    await first.exited;
    expect(calls).toHaveLength(0);

    state.hang = false;
    const restarted = Date.now();
    second = await startServer(data, env);
    const deadline = Date.now() + 30_000;
    const keys = () => new Set(calls.map((c) => c.key));
    while (keys().size < LEADS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const counts = await data.enquiryCounts();
    expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(LEADS);
    expect(keys().size, `${keys().size} of ${LEADS} webhooks delivered after the restart`).toBe(LEADS);
    for (const key of keys()) expect(key).toMatch(/^enquiry-\d+-webhook$/);
    recordFigure(`lead-delivery-crash-${dialect}`, {
      leads: LEADS,
      deliveredAfterRestart: keys().size,
      repeats: calls.length - keys().size,
      lastDeliveryMsAfterRestart: Math.max(...calls.map((c) => c.at)) - restarted,
    });
  });
});
