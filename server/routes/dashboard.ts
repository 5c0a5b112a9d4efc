import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { can } from '../auth/roles';

const DAY_MS = 86_400_000;

/** The last `days` UTC days, oldest first, each with its count (0 when absent). */
export function daySeries(counts: Map<string, number>, days = 30, now = new Date()): { day: string; count: number }[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

/**
 * GET /api/dashboard: the back-office's first screen in one indexed round of counts, instead of the browser
 * fetching every lead of the month. Lead figures only for roles that may read leads.
 */
export default async function dashboardRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  app.get('/api/dashboard', async (request) => {
    const user = app.requirePermission(request, 'dashboard.read');
    const count = async (table: string, where?: (qb: any) => any) => {
      let q = db.selectFrom(table).select((eb: any) => eb.fn.countAll().as('n'));
      if (where) q = where(q);
      return Number(((await q.executeTakeFirstOrThrow()) as { n: number }).n);
    };
    const [projects, published] = await Promise.all([count('projects'), count('projects', (q) => q.where('published', '=', 1))]);
    const data: Record<string, unknown> = { projects, published, leads: null };

    if (can(user.role, 'enquiries.read')) {
      const now = new Date();
      const weekStart = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const monthStart = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      const byStatus = async (table: string, since: string) => {
        const rows = (await db.selectFrom(table).select(['status', (eb: any) => eb.fn.countAll().as('n')]).where('created_at', '>=', since).groupBy('status').execute()) as unknown as { status: string; n: number }[];
        return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      };
      const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS).toISOString();
      const perDay = (await db
        .selectFrom('enquiries')
        .select([sql<string>`substr(created_at, 1, 10)`.as('day'), (eb: any) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', firstDay)
        .groupBy(sql`substr(created_at, 1, 10)`)
        .execute()) as unknown as { day: string; n: number }[];
      const latest = await db
        .selectFrom('enquiries')
        .select(['id', 'name', 'email', 'status', 'created_at', 'source_path'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(5)
        .execute();
      data.leads = {
        week: await byStatus('enquiries', weekStart),
        month: await byStatus('enquiries', monthStart),
        mortgageMonth: await byStatus('mortgage_enquiries', monthStart),
        newTotal: await count('enquiries', (q) => q.where('status', '=', 'new')),
        days: daySeries(new Map(perDay.map((r) => [r.day, Number(r.n)]))),
        latest,
      };
    }
    return { error: false, data };
  });
}
