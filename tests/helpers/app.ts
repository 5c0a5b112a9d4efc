import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migrate, openDatabase, type Db } from '../../server/db/connect';
import { readDemoContent, seed, type DemoContent } from '../../server/demo/seed';
import { hashToken } from '../../server/lib/digest';
import type { Role } from '../../src/constants';

/** PostgreSQL for tests: TEST_DATABASE_URL (CI sets it) points at a server where we may create databases. */
export const PG_URL = process.env.TEST_DATABASE_URL || null;
/** Redis for the several-instance tests: TEST_REDIS_URL, or the machine's Redis, which runs beside PostgreSQL (shared/services.md). */
export const REDIS_TEST_URL = process.env.TEST_REDIS_URL || (PG_URL ? 'redis://127.0.0.1:6379' : null);
export type TestDialect = 'sqlite' | 'postgres';
export const DIALECTS: TestDialect[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (!PG_URL && !process.env.__PG_SKIP_PRINTED) {
  process.env.__PG_SKIP_PRINTED = '1';
  console.log('PostgreSQL part skipped: TEST_DATABASE_URL is not set (CI sets it to the machine\'s PostgreSQL).');
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  /** Headers that pass the CSRF check for an anonymous visitor. */
  csrf(): Promise<Record<string, string>>;
  /** A staff member of the role, straight in the database, with a bearer token. */
  staff(role: Role, extra?: { email?: string }): Promise<{ id: number; token: string; headers: Record<string, string> }>;
  close(): Promise<void>;
}

async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `oasis_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL! });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL! });
      await c.connect();
      // pg's pool.end() resolves before its sockets have closed: dropping "with (force)" at once would
      // terminate a connection still closing, an uncaught error in the test process. Wait for them first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function makeTestApp(
  opts: { dialect?: TestDialect; content?: DemoContent | 'demo' | 'none'; env?: Partial<Config>; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-test-'));
  const pgDb = opts.dialect === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({ DATA_DIR: dataDir, ENQUIRY_RATE_LIMIT: '0', LOG_LEVEL: 'warn', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) }, opts.env);
  const db = openDatabase(config);
  await migrate(db);
  const content = opts.content ?? 'demo';
  if (content !== 'none') await seed(db, content === 'demo' ? readDemoContent() : content);
  const app = await buildApp({ config, db, logStream: opts.logStream, logger: !!opts.logStream });
  await app.ready();
  let n = 0;
  return {
    app,
    db,
    config,
    dataDir,
    async csrf() {
      const res = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
      return { cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': cookie.value };
    },
    async staff(role, extra = {}) {
      const now = new Date().toISOString();
      const email = extra.email ?? `${role}${++n}-${crypto.randomBytes(3).toString('hex')}@staff.test`;
      const user = await db.kysely
        .insertInto('users')
        .values({ email, first_name: role, last_name: 'Tester', role, active: 1, password_hash: null, profile_image: null, last_login_at: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = crypto.randomBytes(32).toString('hex');
      await db.kysely
        .insertInto('api_tokens')
        .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(Date.now() + 3600_000).toISOString(), last_used_at: null, created_at: now })
        .execute();
      return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
