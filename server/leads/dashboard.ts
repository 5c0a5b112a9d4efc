import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { can } from '../auth/roles';
import { leadRows, leadScopeOf, type LeadScope } from '../resources/scope';
import { outboxBacklog } from '../outbox/outbox';
import { settingsWorkingHours, workingMs } from '../../src/leads/workingTime';
import { permissionFor } from '../../src/permissions';

const DAY_MS = 86_400_000;

/** The last `days` UTC days, oldest first, each with its count (0 when absent). */
export function daySeries(counts: Map<string, number>, days = 30, now = new Date()): { day: string; count: number }[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** The middle value, or null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Speed to lead, over both kinds of lead: how many new leads are past the response target (the lead settings'
 * minutes, in working hours when they say so) without a first response, and the median minutes to the first
 * response over the last 30 days, counted the same way (src/leads/workingTime.ts, shared with the back-office).
 */
async function speedToLead(db: Kysely<any>, now: Date, scope: LeadScope) {
  const settings = (await db.selectFrom('settings').selectAll().orderBy('id').limit(1).executeTakeFirst()) as Record<string, unknown> | undefined;
  const slaMinutes = Number(settings?.lead_sla_minutes ?? 15);
  const hours = settingsWorkingHours(settings);
  const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  let overdue = 0;
  const minutes: number[] = [];
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    // Waiting leads: only those received before (now - target) can be late, whatever the hours. Around the
    // clock that is the whole answer (a count); in working hours each one's working time is counted.
    const waiting = db
      .selectFrom(table)
      .where(leadRows(scope))
      .where('status', '=', 'new')
      .where('first_response_at', 'is', null)
      .where('merged_into_id', 'is', null) // a merged lead (issue 28 item 4) is answered as the lead it went into
      .where('created_at', '<', new Date(now.getTime() - slaMinutes * 60_000).toISOString());
    if (!hours) overdue += Number(((await waiting.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: number }).n);
    else {
      const rows = (await waiting.select('created_at').execute()) as { created_at: string }[];
      overdue += rows.filter((r) => workingMs(Date.parse(r.created_at), now.getTime(), hours) > slaMinutes * 60_000).length;
    }
    const answered = (await db.selectFrom(table).select(['created_at', 'first_response_at']).where(leadRows(scope)).where('created_at', '>=', since).where('first_response_at', 'is not', null).execute()) as { created_at: string; first_response_at: string }[];
    for (const r of answered) minutes.push(workingMs(Date.parse(r.created_at), Date.parse(r.first_response_at), hours) / 60_000);
  }
  const m = median(minutes);
  return { slaMinutes, workingHours: hours, overdue, medianResponseMinutes: m == null ? null : Math.round(m * 10) / 10, answered: minutes.length };
}

/**
 * GET /api/dashboard: the back-office's first screen in one indexed round of counts, instead of the browser
 * fetching every lead of the month. Lead figures only for roles that may read leads.
 */
export default async function dashboardRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;

  app.get('/api/dashboard', async (request) => {
    const user = app.requirePermission(request, permissionFor('dashboard', 'read')!);
    const count = async (table: string, where?: (qb: any) => any) => {
      let q = db.selectFrom(table).select((eb: any) => eb.fn.countAll().as('n'));
      if (where) q = where(q);
      return Number(((await q.executeTakeFirstOrThrow()) as { n: number }).n);
    };
    const [projects, published] = await Promise.all([count('projects'), count('projects', (q) => q.where('published', '=', 1))]);
    const data: Record<string, unknown> = { projects, published, leads: null };

    if (can(user.role, 'enquiries.read')) {
      // Leads that belong to someone (issue 40 item 4): the counts are of the leads this member may see.
      const scope = await leadScopeOf(db, user);
      const mine = (q: any) => q.where(leadRows(scope));
      const now = new Date();
      const weekStart = new Date(now.getTime() - 7 * DAY_MS).toISOString();
      const monthStart = new Date(now.getTime() - 30 * DAY_MS).toISOString();
      const byStatus = async (table: string, since: string) => {
        const rows = (await mine(db.selectFrom(table)).select(['status', (eb: any) => eb.fn.countAll().as('n')]).where('created_at', '>=', since).groupBy('status').execute()) as unknown as { status: string; n: number }[];
        return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      };
      const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * DAY_MS).toISOString();
      const perDay = (await mine(db.selectFrom('enquiries'))
        .select([sql<string>`substr(created_at, 1, 10)`.as('day'), (eb: any) => eb.fn.countAll().as('n')])
        .where('created_at', '>=', firstDay)
        .groupBy(sql`substr(created_at, 1, 10)`)
        .execute()) as unknown as { day: string; n: number }[];
      const latest = await mine(db.selectFrom('enquiries'))
        .select(['id', 'name', 'email', 'status', 'created_at', 'source_path'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(5)
        .execute();
      data.leads = {
        week: await byStatus('enquiries', weekStart),
        month: await byStatus('enquiries', monthStart),
        mortgageMonth: await byStatus('mortgage_enquiries', monthStart),
        newTotal: await count('enquiries', (q) => mine(q).where('status', '=', 'new').where('merged_into_id', 'is', null)),
        days: daySeries(new Map(perDay.map((r) => [r.day, Number(r.n)]))),
        latest,
        speed: await speedToLead(db, now, scope),
        deliveries: await outboxBacklog(app.db),
      };
    }
    return { error: false, data };
  });
}
