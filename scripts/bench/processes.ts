import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A server under test, running in its own process so the load generator does not share its event loop. */
export interface Child {
  name: string;
  pid: number;
  url: string;
  /** Last lines the process printed, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once GET url answers at all (any status); fails with the child's output after the timeout. */
async function waitReady(child: ChildProcess, url: string, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${url} exited with code ${exited} before answering:\n${output()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(2000, () => req.destroy());
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

async function launch(name: string, command: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; readyPath: string; port: number; timeoutMs?: number }): Promise<Child> {
  const child = spawn(command, args, { cwd: opts.cwd ?? ROOT, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitReady(child, url + opts.readyPath, () => tail, opts.timeoutMs ?? 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    name,
    pid: child.pid!,
    url,
    output: () => tail,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The production server (NODE_ENV=production, the built client and SSR bundle), as `npm start` runs it. */
export async function startApp(opts: { dataDir: string; databaseUrl?: string; env?: NodeJS.ProcessEnv }): Promise<Child> {
  const port = await freePort();
  return launch('oasis', process.execPath, ['--max-old-space-size=128', 'dist/server-app/index.js'], {
    port,
    readyPath: '/sanctum/csrf-cookie',
    timeoutMs: 300_000, // a busy machine loads the demo market sample slowly at start
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      ENQUIRY_RATE_LIMIT: '0',
      RENDER_RATE_LIMIT: '0',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...opts.env,
    },
  });
}

/** json-server 0.17 over a db.json, through its own command line (quiet: no per-request log line). */
export async function startJsonServer(jsonFile: string): Promise<Child> {
  const port = await freePort();
  const bin = path.join(ROOT, 'node_modules/json-server/lib/cli/bin.js');
  // Its own directory as cwd: json-server would otherwise serve ./public of this repository.
  return launch('json-server', process.execPath, [bin, '--quiet', '--port', String(port), '--host', '127.0.0.1', path.basename(jsonFile)], {
    port,
    cwd: path.dirname(jsonFile),
    readyPath: '/projects/1',
    env: { NODE_ENV: 'production' },
  });
}

/** A bare node:http server answering recorded responses byte for byte (scripts/bench/static-twin.ts). */
export async function startStaticTwin(recordFile: string): Promise<Child> {
  const port = await freePort();
  return launch('node:http', process.execPath, [path.join(ROOT, 'scripts/bench/static-twin.mjs'), recordFile, String(port)], { port, readyPath: '/__ready' });
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the command name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Resident memory of a process from /proc (Linux): current and peak, in MiB. */
export function memory(pid: number): { rssMiB: number; hwmMiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMiB: kb('VmRSS') / 1024, hwmMiB: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}
