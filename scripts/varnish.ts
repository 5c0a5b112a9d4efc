// Debian's varnishd with the shipped VCL (deploy/varnish/default.vcl) in front of app instances: used by the
// reliability test (tests/reliability/varnish.test.ts) and the bench (scripts/bench/varnish.ts). Issue 32.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's varnishd (apt packages varnish and varnish-modules; .ci/run installs them). */
export const VARNISHD = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((p) => fs.existsSync(p)) ?? null;
export const SHIPPED_VCL = path.resolve(import.meta.dirname, '../deploy/varnish/default.vcl');

/** The shipped VCL with its backends block written for these app instances, and the purge secret read from this file. */
export function vclFor(backends: Array<{ host: string; port: number }>, purgeSecretFile?: string): string {
  const vcl = fs.readFileSync(SHIPPED_VCL, 'utf8');
  const block = (marker: string, body: string) => {
    const re = new RegExp(`(# ${marker}:begin\\n)[\\s\\S]*?(\\n\\s*# ${marker}:end)`);
    if (!re.test(vcl)) throw new Error(`${SHIPPED_VCL} has no "# ${marker}:begin/end" block`);
    return (text: string) => text.replace(re, `$1${body}$2`);
  };
  const probe = /\.probe = \{[^}]*\}/.exec(vcl)?.[0] ?? '';
  const declared = backends.map((b, i) => `backend app${i + 1} {\n    .host = "${b.host}";\n    .port = "${b.port}";\n    .connect_timeout = 2s;\n    .first_byte_timeout = 30s;\n    ${probe}\n}`).join('\n');
  const added = backends.map((_b, i) => `    app.add_backend(app${i + 1});`).join('\n');
  const secret = purgeSecretFile ? block('purge-secret-file', `        set req.http.X-Purge-Expected = regsub(std.fileread("${purgeSecretFile}"), "\\s+$", "");`) : (text: string) => text;
  return secret(block('directors', added)(block('backends', declared)(vcl)));
}

export interface RunningVarnish {
  origin: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** varnishd in the foreground in a temp work directory (no root needed), listening on 127.0.0.1:port. */
export async function startVarnish(port: number, backends: Array<{ host: string; port: number }>, purgeSecret?: string): Promise<RunningVarnish> {
  if (!VARNISHD) throw new Error('varnishd is not installed (apt-get install -y varnish varnish-modules)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-varnish-'));
  const vclFile = path.join(dir, 'default.vcl');
  // The purge secret as compose hands it over: a file (with the newline an editor adds). Never empty: Varnish 7.1
  // asserts in std.fileread on an empty file and every PURGE kills its worker (the bench's readiness check did).
  const secretFile = path.join(dir, 'purge-secret');
  fs.writeFileSync(secretFile, `${purgeSecret ?? randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  fs.writeFileSync(vclFile, vclFor(backends, secretFile));
  // Fails here, with the compiler's message, if the shipped VCL does not compile.
  execFileSync(VARNISHD, ['-C', '-j', 'none', '-f', vclFile, '-n', path.join(dir, 'check')], { stdio: 'pipe' });
  const child = spawn(VARNISHD, ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-T', 'none', '-f', vclFile, '-s', 'malloc,64m', '-p', 'vsl_space=1m'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited:\n${out}`);
    try {
      // A PURGE without the secret answers 403 from the VCL itself, without a backend.
      if ((await fetch(`${origin}/`, { method: 'PURGE' })).status === 403) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) {
      child.kill('SIGTERM');
      await exited;
      throw new Error(`varnishd did not answer within 30 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
