import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type DataSet, type RunningServer } from './harness';
import { postgresBin, startReplicatedCluster, type ReplicatedCluster } from '../../scripts/pg-replica-cluster';

// Issue 32 item 4: a real streaming replica (our own primary and a pg_basebackup -R copy on ports 5440/5441),
// the production server reading from it, a staff edit visible at once, and the site answering with the replica stopped.
const METRICS_TOKEN = crypto.randomBytes(16).toString('hex');
const DB = 'oasis_replica_test';

interface Ready {
  status: string;
  replicas?: { replica: number; state: string; lagMs: number | null; serving: boolean }[];
}

async function until(condition: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened within ${ms / 1000} s: ${what}`);
}

describe.skipIf(!postgresBin())('PostgreSQL read replica (DATABASE_REPLICA_URLS)', () => {
  let cluster: ReplicatedCluster;
  let server: RunningServer;
  let dataDir: string;
  let staffToken: string;

  const get = (p: string, headers: Record<string, string> = {}) => fetch(server.origin + p, { headers });
  const ready = async () => (await (await get('/readyz')).json()) as Ready;
  const replicaQueries = async () => {
    const text = await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    return Number(/^db_queries_total\{target="replica"\} (\d+)/m.exec(text)?.[1] ?? NaN);
  };
  /** A list no cache holds yet: each distinct filter is its own query. */
  let n = 0;
  const freshList = () => `/api/projects?filter=${encodeURIComponent(JSON.stringify({ starting_price_aed_lte: 900_000_000 - ++n }))}&range=${encodeURIComponent('[0,9]')}`;

  beforeAll(async () => {
    cluster = await startReplicatedCluster({ primaryPort: 5440, replicaPort: 5441 });
    await cluster.primarySql(`create database ${DB}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-replica-data-'));
    const data = { dataDir, databaseUrl: cluster.primaryUrl(DB) } as DataSet;
    server = await startServer(data, {
      SEED: '1',
      DATABASE_REPLICA_URLS: cluster.replicaUrl(DB),
      DATABASE_REPLICA_CHECK_MS: '200',
      DATABASE_REPLICA_MAX_LAG_MS: '2000',
      READ_YOUR_WRITES_SECONDS: '5',
      METRICS_TOKEN,
    });
    // A staff member with a bearer token, straight in the primary (as tests/helpers/app.ts does).
    staffToken = crypto.randomBytes(32).toString('hex');
    const now = new Date().toISOString();
    const hash = crypto.createHash('sha256').update(staffToken).digest('hex');
    await cluster.primarySql(
      `with u as (insert into users (email, first_name, last_name, role, active, created_at, updated_at) values ('editor@replica.test', 'Edi', 'Tor', 'editor', 1, '${now}', '${now}') returning id)
       insert into api_tokens (user_id, token_hash, expires_at, created_at) select id, '${hash}', '${new Date(Date.now() + 3600_000).toISOString()}', '${now}' from u`,
      DB,
    );
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    cluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves anonymous reads and page renders from the replica, and reports its lag', async () => {
    await until(async () => (await ready()).replicas?.[0]?.serving === true, 'the replica serves reads');
    const body = await ready();
    expect(body.status).toBe('ready');
    expect(body.replicas).toEqual([{ replica: 1, state: 'ok', lagMs: expect.any(Number), serving: true }]);
    const before = await replicaQueries();
    const list = await get(freshList());
    expect(list.status).toBe(200);
    const afterList = await replicaQueries();
    expect(afterList).toBeGreaterThan(before);
    const project = ((await (await get('/api/projects?range=[0,0]')).json()) as { slug: string }[])[0];
    const page = await get(`/project/${project.slug}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(await replicaQueries()).toBeGreaterThan(afterList);
    const metrics = await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text();
    expect(metrics).toMatch(/^db_replica_lag_seconds\{replica="1"\} [\d.]+$/m);
    expect(metrics).toMatch(/^db_replica_serving\{replica="1"\} 1$/m);
  });

  it("shows a staff member's edit at once: to them, to their browser on the public site, and to visitors", async () => {
    const project = ((await (await get('/api/projects?range=[0,0]')).json()) as { id: number; slug: string }[])[0];
    for (let i = 0; i < 5; i++) {
      const title = `Replica check ${i} ${crypto.randomBytes(3).toString('hex')}`;
      const put = await fetch(`${server.origin}/api/projects/${project.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      expect(put.status).toBe(200);
      const cookie = put.headers.getSetCookie().find((c) => c.startsWith('read_primary='));
      expect(cookie).toMatch(/Max-Age=5/);
      // The staff member's own read (bearer token: primary).
      const staffRead = (await (await get(`/api/projects/${project.id}`, { authorization: `Bearer ${staffToken}` })).json()) as { title: string };
      expect(staffRead.title).toBe(title);
      // Their browser on the public site, with the read-your-writes cookie.
      const ownView = (await (await get(`/api/projects/${project.id}`, { cookie: cookie!.split(';')[0] })).json()) as { title: string };
      expect(ownView.title).toBe(title);
      // Any visitor right after: the replica is used again only once it has replayed the change.
      const visitor = (await (await get(`/api/projects/${project.id}`)).json()) as { title: string };
      expect(visitor.title).toBe(title);
      const html = await (await get(`/project/${project.slug}`, { accept: 'text/html' })).text();
      expect(html).toContain(title);
    }
  });

  it('keeps answering with the replica stopped, and uses it again once it is back', async () => {
    cluster.stopReplica();
    for (let i = 0; i < 10; i++) {
      expect((await get(freshList())).status).toBe(200);
      expect((await get(`/?page-check=${i}`, { accept: 'text/html' })).status).toBe(200);
    }
    await until(async () => (await ready()).replicas?.[0]?.state === 'unreachable', 'readiness reports the replica unreachable');
    const down = await get('/readyz');
    expect(down.status).toBe(200); // the primary serves every read meanwhile
    expect(((await down.json()) as Ready).replicas?.[0]).toMatchObject({ state: 'unreachable', lagMs: null, serving: false });
    expect(await (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).text()).toMatch(/^db_replica_serving\{replica="1"\} 0$/m);

    cluster.startReplica();
    await until(async () => (await ready()).replicas?.[0]?.serving === true, 'the replica serves reads again');
    const before = await replicaQueries();
    expect((await get(freshList())).status).toBe(200);
    expect(await replicaQueries()).toBeGreaterThan(before);
  });
});
