// npm run bench:replicas [-- --quick] [--write]
// Issue 32: anonymous read throughput on PostgreSQL, primary only vs primary + one streaming replica.
// Starts its own primary and a pg_basebackup -R replica (scripts/pg-replica-cluster.ts, ports 5442/5443), two
// production servers over the same database (one with DATABASE_REPLICA_URLS), and loads both alike, interleaved,
// with reads that reach the database every time (get-one by random id, and lists with the list cache off).
// --write puts the table into docs/BENCHMARKS.md between its own markers ("Read replicas").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { interleaved, warm, type LoadResult } from './load';
import { ROOT, startApp, type Child } from './processes';
import { fetchJson } from './sections';
import { rng } from './generate';
import { startReplicatedCluster } from '../pg-replica-cluster';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const timing = quick ? { slice: 2, rounds: 1 } : { slice: Number(process.env.BENCH_SLICE_SECONDS || 2), rounds: Number(process.env.BENCH_ROUNDS || 4) };
const PROJECTS = 5_000;
const DB = 'oasis_bench_replicas';
const BEGIN = '<!-- bench:replicas:begin (written by npm run bench:replicas -- --write) -->';
const END = '<!-- bench:replicas:end -->';

/** Copies of the demo projects (new slugs) until the table holds about `total` rows, in one statement on the primary. */
async function grow(sql: (text: string) => Promise<Record<string, unknown>[]>, total: number) {
  const columns = (await sql(`select column_name from information_schema.columns where table_name = 'projects' and column_name <> 'id' order by ordinal_position`)).map((r) => String(r.column_name));
  const [{ n }] = await sql('select count(*)::int as n from projects');
  const copies = Math.max(0, Math.ceil(total / Number(n)) - 1);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => (c === 'slug' ? `slug || '-copy-' || g` : c === 'title' ? `title || ' ' || g` : `"${c}"`)).join(', ');
  if (copies) await sql(`insert into projects (${list}) select ${values} from projects, generate_series(1, ${copies}) as g`);
  return Number((await sql('select count(*)::int as n from projects'))[0].n);
}

async function replicaShare(app: Child, token: string): Promise<number> {
  const res = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const count = (target: string) => Number(new RegExp(`^db_queries_total\\{target="${target}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  const replica = count('replica');
  return replica / Math.max(1, replica + count('primary'));
}

function markdown(rows: { label: string; r: LoadResult }[], share: number, projects: number): string {
  const f = (x: number) => Math.round(x).toLocaleString('en');
  return [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC${quick ? ' (--quick)' : ''}: PostgreSQL 15 primary and one streaming replica on this machine (the same 2 cores as the servers and the load generator), ${projects.toLocaleString('en')} projects; 10 connections, ${timing.rounds} x ${timing.slice} s slices interleaved; each request reads the database (get-one by random id and a filtered list, LIST_CACHE=off, alternately).`,
    '',
    '| Setting | req/s | p50 / p99 ms | CPU ms/req (server) |',
    '|---|---|---|---|',
    ...rows.map(({ label, r }) => `| ${label} | ${f(r.rps)} | ${r.p50} / ${r.p99} | ${r.cpuMsPerRequest?.toFixed(3) ?? 'n/a'} |`),
    '',
    `Share of the replicated server's queries that ran on the replica: ${(share * 100).toFixed(0)} %.`,
  ].join('\n');
}

async function main() {
  const cluster = await startReplicatedCluster({ primaryPort: 5442, replicaPort: 5443 });
  const children: Child[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-replicas-'));
  try {
    await cluster.primarySql(`create database ${DB}`);
    const metricsToken = 'bench-replicas-metrics';
    const common = { LIST_CACHE: 'off', METRICS_TOKEN: metricsToken };
    const primaryOnly = await startApp({ dataDir, databaseUrl: cluster.primaryUrl(DB), env: common });
    children.push(primaryOnly);
    const projects = await grow((text) => cluster.primarySql(text, DB), PROJECTS);
    const replicated = await startApp({ dataDir, databaseUrl: cluster.primaryUrl(DB), env: { ...common, DATABASE_REPLICA_URLS: cluster.replicaUrl(DB), SEED: '0' } });
    children.push(replicated);
    const ids = (await fetchJson<{ id: number }[]>(`${primaryOnly.url}/api/projects?range=${encodeURIComponent('[0,99]')}`)).map((p) => p.id);
    const requests = () => {
      const r = rng(11);
      return (n: number) => {
        if (n % 2 === 0) return { path: `/api/projects/${ids[Math.floor(r.next() * ids.length)]}` };
        const max = 1_000_000 + Math.floor(r.next() * 9_000_000);
        return { path: `/api/projects?filter=${encodeURIComponent(JSON.stringify({ starting_price_aed_lte: max }))}&sort=${encodeURIComponent('["starting_price_aed","ASC"]')}&range=${encodeURIComponent('[0,23]')}` };
      };
    };
    const contender = (app: Child) => ({ url: app.url, seconds: timing.slice, cpuPid: app.pid, next: requests() });
    await warm(contender(primaryOnly));
    await warm(contender(replicated));
    const [p, r] = await interleaved([contender(primaryOnly), contender(replicated)], timing.rounds);
    const share = await replicaShare(replicated, metricsToken);
    const rows = [
      { label: 'Primary only (DATABASE_URL)', r: p },
      { label: 'Primary + 1 replica (DATABASE_REPLICA_URLS)', r },
    ];
    for (const { label, r: x } of rows) console.log(`${label}: ${Math.round(x.rps)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms, failures ${x.failures}`);
    console.log(`replica share of queries: ${(share * 100).toFixed(0)} %`);
    const block = markdown(rows, share, projects);
    if (args.includes('--write')) {
      const file = path.join(ROOT, 'docs/BENCHMARKS.md');
      const existing = fs.readFileSync(file, 'utf8');
      const a = existing.indexOf(BEGIN);
      const b = existing.indexOf(END);
      const section = `${BEGIN}\n${block}\n${END}`;
      fs.writeFileSync(file, a !== -1 && b > a ? existing.slice(0, a) + section + existing.slice(b + END.length) : `${existing.trimEnd()}\n\n## Read replicas (issue 32)\n\n${section}\n`);
      console.log('Wrote docs/BENCHMARKS.md (Read replicas).');
    } else console.log(`\n${block}`);
  } finally {
    for (const c of children) await c.stop();
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
