// Two production builds back to back, then in the opposite order: server CPU per answered request (from /proc), req/s, p99, RSS.
// Usage: node scripts/bench/compare-builds.mjs <checkoutA> <checkoutB> (each built with npm run build); prints JSON.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
const dirs = process.argv.slice(2);
const URLS = [
  '/api/projects?range=[0,11]',
  '/api/projects/1',
  '/',
  '/project/marina-vista-residences',
  '/contact-us',
];
const tick = 100; // CLK_TCK
const cpu = (pid) => {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(f[11]) + Number(f[12])) * 1000) / tick;
};
const rss = (pid) => Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
async function start(dir, port) {
  fs.rmSync(`/tmp/cmp-data-${port}`, { recursive: true, force: true });
  const p = spawn('node', ['--max-old-space-size=128', 'dist/server-app/index.js'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `/tmp/cmp-data-${port}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/projects/1`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return p;
}
const out = {};
for (const order of [dirs, [...dirs].reverse()])
  for (const dir of order) {
    const port = 3900;
    const p = await start(dir, port);
    for (const u of URLS)
      await autocannon({ url: `http://127.0.0.1:${port}${u}`, connections: 4, duration: 2 });
    for (const u of URLS) {
      const c0 = cpu(p.pid);
      const r = await autocannon({ url: `http://127.0.0.1:${port}${u}`, connections: 10, duration: 6 });
      const c1 = cpu(p.pid);
      (out[u] ??= {})[dir] ??= [];
      out[u][dir].push(
        `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, CPU ${((c1 - c0) / r.requests.total).toFixed(3)} ms/req, non2xx ${r.non2xx}`,
      );
    }
    (out.rss ??= {})[dir] ??= [];
    out.rss[dir].push(`${rss(p.pid).toFixed(0)} MB`);
    p.kill('SIGTERM');
    await new Promise((r) => p.on('exit', r));
  }
console.log(JSON.stringify(out, null, 1));
