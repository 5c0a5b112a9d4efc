/**
 * Advert compliance (issue 30 item 3): the cost of the permit check that runs every minute on each instance, with
 * N published projects whose permits expire over two years (SQLite file in a temp folder; PostgreSQL when
 * BENCH_DATABASE_URL is set). Reports the first check (notices and unpublishing of what is due) and the steady
 * check (nothing due), and the heap used. Run: npx tsx scripts/bench/permits.ts [N]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/connect';
import { checkPermits } from '../../server/compliance/permits';
import { addDays, dubaiDate } from '../../src/schemas/compliance';

const N = Number(process.argv[2] ?? 100_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oasis-bench-permits-'));
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}) });
const db = openDatabase(config);
await migrate(db);
const today = dubaiDate();
const now = new Date().toISOString();
for (let i = 0; i < N; i += 500) {
  const rows = Array.from({ length: Math.min(500, N - i) }, (_, k) => {
    const n = i + k;
    return {
      title: `Bench Tower ${n}`, slug: `bench-tower-${n}`, status: 'off_plan', published: 1, featured: 0, post_handover: 0,
      property_type_ids: '[]', amenity_ids: '[]', unit_types: '[]', highlights: '[]', gallery: '[]', floor_plans: '[]', nearby: '[]', translations: '{}', translated_langs: '',
      permit_number: String(7_000_000_000 + n), permit_expires_on: addDays(today, (n % 730) - 30), dld_project_number: String(3000 + (n % 900)), escrow_account: '10234567890', escrow_bank: 'Emirates NBD',
      created_at: now, updated_at: now,
    };
  });
  await db.kysely.insertInto('projects').values(rows as never).execute();
}
const app = { db, config, log: { warn() {}, error() {} }, contentChanged() {} } as unknown as FastifyInstance;
const time = async (label: string) => {
  const t0 = performance.now();
  const r = await checkPermits(app);
  const ms = performance.now() - t0;
  console.log(`${label}: ${ms.toFixed(0)} ms (${r.noticed} notices, ${r.unpublished} unpublished), heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MiB`);
};
console.log(`${N} published projects on ${db.dialect}`);
await time('first check');
await time('steady check');
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
