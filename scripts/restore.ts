/**
 * npm run restore <file> [--force]
 * Refuses while a server answers on the configured HOST:PORT (stop it first; --force skips the check).
 * SQLite: checks the backup (integrity_check, the tables are there), keeps the current database as
 * oasis.sqlite.before-restore-<time>, then swaps the backup in with one atomic rename.
 * PostgreSQL: pg_restore --clean --if-exists into DATABASE_URL.
 * Uploads: when <file stem>-uploads/ sits next to the backup, it replaces DATA_DIR/uploads (the old one is kept aside).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/config';
import { commandExists, uploadsCopyFor } from './backup';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function serverListening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

function fsyncFile(file: string) {
  const fd = fs.openSync(file, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
}

function restoreSqlite(backup: string, dataDir: string) {
  const check = new Database(backup, { readonly: true, fileMustExist: true });
  const ok = check.pragma('integrity_check', { simple: true });
  const tables = (check.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((t) => t.name);
  check.close();
  if (ok !== 'ok') throw new Error(`${backup} failed its integrity check (${String(ok)}); nothing was changed`);
  for (const t of ['enquiries', 'projects', 'users']) if (!tables.includes(t)) throw new Error(`${backup} is not an Oasis Invest database (no ${t} table); nothing was changed`);

  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, 'oasis.sqlite');
  const incoming = `${target}.restore-tmp`;
  fs.copyFileSync(backup, incoming);
  fsyncFile(incoming);
  if (fs.existsSync(target)) {
    // The current data, WAL included, is kept as a consistent file before anything is replaced.
    const current = new Database(target, { fileMustExist: true });
    const aside = `${target}.before-restore-${stamp()}`;
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    fs.copyFileSync(target, aside);
    console.log(`The previous database is kept as ${aside}`);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);
  const dirFd = fs.openSync(dataDir, 'r');
  fs.fsyncSync(dirFd);
  fs.closeSync(dirFd);
}

function restorePostgres(backup: string, databaseUrl: string) {
  if (!commandExists('pg_restore')) throw new Error('pg_restore is not on PATH: install the PostgreSQL client (apt-get install postgresql-client)');
  const r = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${databaseUrl}`, backup], { stdio: ['ignore', 'inherit', 'pipe'] });
  if (r.status !== 0) throw new Error(`pg_restore failed: ${String(r.stderr).trim()}`);
}

function restoreUploads(backup: string, dataDir: string): string {
  const copy = uploadsCopyFor(backup);
  if (!fs.existsSync(copy)) return 'no uploads copy next to the backup; DATA_DIR/uploads left as it is';
  const uploads = path.join(dataDir, 'uploads');
  if (fs.existsSync(uploads)) fs.renameSync(uploads, `${uploads}.before-restore-${stamp()}`);
  fs.cpSync(copy, uploads, { recursive: true });
  return `uploads restored from ${copy}`;
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage: npm run restore <backup file> [--force]');
  const backup = path.resolve(file);
  if (!fs.existsSync(backup)) throw new Error(`${backup} does not exist`);
  const config = loadConfig();
  if (!force && (await serverListening(config.host, config.port)))
    throw new Error(`Something is listening on ${config.host}:${config.port}: stop the Oasis Invest server before restoring (or pass --force if that is another program)`);

  if (config.databaseUrl) {
    if (backup.endsWith('.sqlite')) throw new Error('DATABASE_URL is set (PostgreSQL) but this is a SQLite backup');
    restorePostgres(backup, config.databaseUrl);
  } else {
    if (backup.endsWith('.dump')) throw new Error('This is a PostgreSQL dump: set DATABASE_URL to restore it');
    restoreSqlite(backup, config.dataDir);
  }
  console.log(`Database restored from ${backup}; ${restoreUploads(backup, config.dataDir)}. Start the server again.`);
}

main().catch((err) => {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
