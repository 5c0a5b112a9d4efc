import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryClient, makeDataSet, RELIABILITY_DIALECTS, startServer, type DataSet, type RunningServer } from './harness';

function run(script: 'backup' | 'restore', data: DataSet, args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl ?? '', LOG_LEVEL: 'warn', ...extraEnv },
    encoding: 'utf8',
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** What a visitor and the staff see: public content and every lead. */
async function snapshot(server: RunningServer, data: DataSet) {
  const get = async (url: string) => (await fetch(`${server.origin}${url}`)).json();
  return {
    projects: await get('/api/projects'),
    settings: await get('/api/settings'),
    pages: await get('/api/pages'),
    leads: Object.fromEntries([...(await data.enquiryCounts()).entries()].sort()),
  };
}

async function stop(server: RunningServer) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

describe.each(RELIABILITY_DIALECTS)('backup and restore round trip (%s)', (dialect) => {
  let data: DataSet;

  beforeAll(async () => {
    data = await makeDataSet(dialect);
  });
  afterAll(async () => data?.destroy());

  it('seed, add a lead, back up online, wipe, restore: the API serves the same content, leads and uploads', async () => {
    if (dialect === 'postgres' && spawnSync('pg_dump', ['--version']).status !== 0) return console.log('PostgreSQL backup skipped: pg_dump is not on PATH.');
    let server = await startServer(data, { SEED: '1' });
    const send = await enquiryClient(server.origin);
    for (let i = 0; i < 25; i++) expect((await send(`backup-${i}@lead.test`)).status).toBe(200);
    const upload = path.join(data.dataDir, 'uploads', '2026', '11', '0123456789abcdef01234567-480.webp');
    fs.mkdirSync(path.dirname(upload), { recursive: true });
    fs.writeFileSync(upload, 'webp bytes');
    const before = await snapshot(server, data);
    expect(Object.keys(before.leads).filter((e) => e.startsWith('backup-'))).toHaveLength(25);
    expect(before.projects.length).toBeGreaterThan(0);

    // Online: the server keeps running (and taking enquiries) while the backup is taken.
    const file = path.join(data.dataDir, 'backups', `round-trip.${dialect === 'postgres' ? 'dump' : 'sqlite'}`);
    const backup = run('backup', data, [file]);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain('Backup written');
    expect(fs.existsSync(file)).toBe(true);
    expect((await send('after-backup@lead.test')).status).toBe(200);

    // Restore refuses while the server answers on its port.
    const port = new URL(server.origin).port;
    const refused = run('restore', data, [file], { PORT: port, HOST: '127.0.0.1' });
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/stop the Oasis Invest server/);
    await stop(server);

    // Wipe everything: the database and the uploads.
    fs.rmSync(path.join(data.dataDir, 'uploads'), { recursive: true, force: true });
    if (dialect === 'sqlite') {
      for (const f of fs.readdirSync(data.dataDir)) if (f.startsWith('oasis.sqlite')) fs.rmSync(path.join(data.dataDir, f));
    } else {
      const c = new pg.Client({ connectionString: data.databaseUrl! });
      await c.connect();
      await c.query('drop schema public cascade; create schema public');
      await c.end();
    }

    const restored = run('restore', data, [file], { PORT: port });
    expect(restored.code, restored.out).toBe(0);
    expect(restored.out).toContain('uploads restored');

    server = await startServer(data, { SEED: '1' });
    const after = await snapshot(server, data);
    expect(after).toEqual(before);
    expect(after.leads).not.toHaveProperty('after-backup@lead.test');
    expect(fs.readFileSync(upload, 'utf8')).toBe('webp bytes');
    expect((await (await enquiryClient(server.origin))('after-restore@lead.test')).status).toBe(200);
    await stop(server);
  });

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const bogus = path.join(data.dataDir, `bogus.${dialect === 'postgres' ? 'dump' : 'sqlite'}`);
    fs.writeFileSync(bogus, 'this is not a database');
    const r = run('restore', data, [bogus]);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/Restore failed/);
    const missing = run('restore', data, [path.join(data.dataDir, 'nope.sqlite')]);
    expect(missing.out).toMatch(/does not exist/);
  });
});
