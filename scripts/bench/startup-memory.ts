// npx tsx scripts/bench/startup-memory.ts [--runs=3] [--renders=200] [--concurrency=10] [--only=tsx,compiled,compiled-capped]
// Start-up time, idle RSS and peak RSS during cold renders, per way of starting the production server
// (through tsx, the compiled bundle, the bundle with a heap cap). Figures go to docs/BENCHMARKS.md by hand.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes';

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const RUNS = Number(arg('runs', '3'));
const RENDERS = Number(arg('renders', '200'));
const CONCURRENCY = Number(arg('concurrency', '10'));

const MODES: Record<string, string[]> = {
  tsx: ['--import', 'tsx', 'server/index.ts'],
  compiled: ['dist/server-app/index.js'],
  'compiled-capped': ['--max-old-space-size=128', 'dist/server-app/index.js'],
};
// --only also takes node flags for the bundle, e.g. --only=compiled,"--max-semi-space-size=4"
const only = arg('only', Object.keys(MODES).join(',')).split(',');
for (const mode of only) if (!MODES[mode]) MODES[mode] = [...mode.split(' '), 'dist/server-app/index.js'];

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(field));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

function start(argv: string[], dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, argv, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ENQUIRY_RATE_LIMIT: '0', RENDER_RATE_LIMIT: '0', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdio: 'ignore',
  });
}

async function firstAnswer(origin: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before answering');
    try {
      if ((await fetch(`${origin}/sanctum/csrf-cookie`)).status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** One start on an existing database: spawn to first answer, idle RSS, then cold renders of distinct list pages. */
async function measure(argv: string[], dataDir: string, run: number) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = start(argv, dataDir, port);
  await firstAnswer(origin, child);
  const startMs = Math.round(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 2000));
  const idle = statusMb(child.pid!, 'VmRSS');
  let next = 0;
  let failed = 0;
  const r0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < RENDERS) {
        // A distinct price bound per URL: every answer is a full list page and a cache miss.
        const res = await fetch(`${origin}/project?max_price=${50_000_000 + run * 100_000 + next++}`);
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
      }
    }),
  );
  const rendersPerS = Math.round((RENDERS / ((performance.now() - r0) / 1000)) * 10) / 10;
  const peak = statusMb(child.pid!, 'VmHWM');
  const after = statusMb(child.pid!, 'VmRSS');
  await stop(child);
  return { startMs, idle, peak, after, rendersPerS, failed };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-startup-'));
  try {
    // First start migrates and seeds; every measured start then opens an existing database.
    const port = await freePort();
    const seeding = start(MODES.compiled, dataDir, port);
    await firstAnswer(`http://127.0.0.1:${port}`, seeding);
    await stop(seeding);
    for (const mode of only) {
      const runs: Array<Awaited<ReturnType<typeof measure>>> = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(MODES[mode], dataDir, runs.length + only.indexOf(mode) * RUNS));
      const pick = (k: keyof (typeof runs)[number] & string) => median(runs.map((r) => r[k]));
      console.log(`${mode} (${MODES[mode].join(' ')}): ${JSON.stringify(runs)}`);
      console.log(`  median: start ${pick('startMs')} ms, idle ${pick('idle')} MB, peak ${pick('peak')} MB, after ${pick('after')} MB, ${pick('rendersPerS')} renders/s, ${pick('failed')} failed`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
