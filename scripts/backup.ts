/**
 * npm run backup [file]
 * SQLite: an online, consistent copy (SQLite's backup API through better-sqlite3) while the server keeps serving,
 * checked with integrity_check, plus a copy of the uploads folder next to it (<file stem>-uploads/).
 * PostgreSQL (DATABASE_URL): pg_dump in custom format (restore with npm run restore <file>), plus the uploads copy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/config';

export const uploadsCopyFor = (backupFile: string) => backupFile.replace(/\.(sqlite|dump)$/, '') + '-uploads';
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, 'Z');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export function commandExists(cmd: string): boolean {
  return spawnSync(cmd, ['--version'], { stdio: 'ignore' }).status === 0;
}

async function main() {
  const config = loadConfig();
  const ext = config.databaseUrl ? 'dump' : 'sqlite';
  const target = path.resolve(process.argv[2] || path.join(config.dataDir, 'backups', `oasis-${stamp()}.${ext}`));
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose another file name`);
  fs.mkdirSync(path.dirname(target), { recursive: true });

  if (config.databaseUrl) {
    if (!commandExists('pg_dump')) throw new Error('pg_dump is not on PATH: install the PostgreSQL client (apt-get install postgresql-client)');
    const r = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, config.databaseUrl], { stdio: ['ignore', 'inherit', 'pipe'] });
    if (r.status !== 0) throw new Error(`pg_dump failed: ${String(r.stderr).trim()}`);
  } else {
    const file = path.join(config.dataDir, 'oasis.sqlite');
    if (!fs.existsSync(file)) throw new Error(`No database at ${file} (is DATA_DIR right?)`);
    const source = new Database(file, { fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    const partial = `${target}.partial`;
    // The backup API copies page by page and restarts if the server writes meanwhile: the copy is one consistent moment.
    await source.backup(partial);
    source.close();
    const copy = new Database(partial, { fileMustExist: true });
    const check = copy.pragma('integrity_check', { simple: true });
    copy.close();
    if (check !== 'ok') throw new Error(`The backup copy failed its integrity check: ${String(check)}`);
    fs.renameSync(partial, target);
  }

  const uploads = path.join(config.dataDir, 'uploads');
  let uploadsNote = 'no uploads folder';
  if (fs.existsSync(uploads)) {
    const dest = uploadsCopyFor(target);
    fs.cpSync(uploads, dest, { recursive: true, errorOnExist: true, force: false });
    uploadsNote = `uploads copied to ${dest}`;
  }
  console.log(`Backup written: ${target} (${mb(fs.statSync(target).size)}); ${uploadsNote}`);
  console.log(`Restore with: npm run restore ${target}`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('backup.ts')) {
  main().catch((err) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
