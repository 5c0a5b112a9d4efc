import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where Debian installs PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup). */
export function postgresBin(): string | null {
  for (const version of ['17', '16', '15', '14']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, 'pg_basebackup'))) return dir;
  }
  return null;
}

/**
 * A primary and one streaming replica of our own (initdb, then pg_basebackup -R), on loopback ports
 * 5440 and 5441 (the machine's PostgreSQL need not allow replication). PostgreSQL refuses to run as root:
 * then its programs run as the postgres user.
 */
export async function startReplicatedCluster(opts: { primaryPort?: number; replicaPort?: number } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server programs are not installed (/usr/lib/postgresql/<version>/bin)');
  const primaryPort = opts.primaryPort ?? 5440;
  const replicaPort = opts.replicaPort ?? 5441;
  const asRoot = process.getuid?.() === 0;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-replica-'));
  fs.chmodSync(root, 0o755);
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  const run = (program: string, args: string[]) => {
    const argv = asRoot ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...args] : [path.join(bin, program), ...args];
    return execFileSync(argv[0], argv.slice(1), { stdio: 'pipe', cwd: root }).toString();
  };
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const serverOptions = (port: number) => `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c shared_buffers=32MB -c max_connections=60`;
  const start = (dir: string, port: number) => run('pg_ctl', ['-D', dir, '-o', serverOptions(port), '-l', path.join(root, `${path.basename(dir)}.log`), '-w', '-t', '60', 'start']);
  const stop = (dir: string) => {
    try {
      run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    } catch {
      // already stopped
    }
  };
  // initdb's own pg_hba.conf trusts local and loopback connections, replication ones included.
  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  start(primaryDir, primaryPort);
  try {
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    start(replicaDir, replicaPort);
  } catch (err) {
    stop(primaryDir);
    fs.rmSync(root, { recursive: true, force: true });
    throw err;
  }
  const url = (port: number, db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    primaryUrl: (db?: string) => url(primaryPort, db),
    replicaUrl: (db?: string) => url(replicaPort, db),
    /** Runs SQL on the primary (create database, ...). */
    async primarySql(text: string, db = 'postgres') {
      const c = new pg.Client({ connectionString: url(primaryPort, db) });
      await c.connect();
      try {
        return (await c.query(text)).rows;
      } finally {
        await c.end();
      }
    },
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir, replicaPort),
    log: (which: 'primary' | 'replica') => {
      try {
        return fs.readFileSync(path.join(root, `${which}.log`), 'utf8').slice(-3000);
      } catch {
        return '';
      }
    },
    /** Stops both servers and removes their data. */
    destroy() {
      stop(replicaDir);
      stop(primaryDir);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
export type ReplicatedCluster = Awaited<ReturnType<typeof startReplicatedCluster>>;
