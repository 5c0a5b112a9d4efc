import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { RESOURCE_BY_NAME } from '../resources/definitions';
import { columnKinds, decodeRow } from '../resources/columns';
import { parseListQuery, whereFor } from '../resources/query';

/** Columns of each lead export, in order: [header, value]. */
type Row = Record<string, unknown> & { project_title?: string | null; assignee_name?: string | null };
const COMMON_TAIL: [string, (r: Row) => unknown][] = [
  ['Source page', (r) => r.source_path],
  ['Assignee', (r) => r.assignee_name],
  ['Notes', (r) => r.notes],
];
const EXPORTS: Record<string, [string, (r: Row) => unknown][]> = {
  enquiries: [
    ['ID', (r) => r.id], ['Received (UTC)', (r) => r.created_at], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
    ['Phone', (r) => r.phone], ['Budget (AED)', (r) => r.budget], ['Investment timeline', (r) => r.investment_timeline], ['Project', (r) => r.project_title],
    ['UTM source', (r) => r.utm_source], ['UTM medium', (r) => r.utm_medium], ['UTM campaign', (r) => r.utm_campaign], ['Referrer', (r) => r.referrer],
    ['Duplicate of', (r) => r.duplicate_of_id], ...COMMON_TAIL,
  ],
  'mortgage-enquiries': [
    ['ID', (r) => r.id], ['Received (UTC)', (r) => r.created_at], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
    ['Phone', (r) => r.phone], ['Property price (AED)', (r) => r.property_price_aed], ['Down payment (AED)', (r) => r.down_payment_aed],
    ['Loan (AED)', (r) => r.loan_amount_aed], ['Tenure (years)', (r) => r.tenure_years], ['Interest rate (%)', (r) => r.interest_rate_pct],
    ['Residency', (r) => r.residency], ['First home', (r) => (r.first_home ? 'yes' : 'no')], ['Off-plan', (r) => (r.off_plan ? 'yes' : 'no')],
    ['Monthly payment (AED)', (r) => r.monthly_payment_aed], ['Message', (r) => r.message], ...COMMON_TAIL,
  ],
};

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula (CSV injection). */
export function csvCell(value: unknown): string {
  if (value == null) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const BATCH = 1000;

/**
 * GET /api/{enquiries|mortgage-enquiries}/export?filter=&sort= : every row of the filtered list as CSV
 * (streamed in batches, not capped at a page), for roles with `{resource}.export`; each export is audited.
 */
export default async function leadExportRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  for (const [name, columns] of Object.entries(EXPORTS)) {
    const def = RESOURCE_BY_NAME.get(name)!;
    const kinds = columnKinds(def);
    app.get(`/api/${name}/export`, async (request, reply) => {
      app.requirePermission(request, `${name}.export`);
      const { sort, filter } = parseListQuery(def, kinds, request.query as Record<string, unknown>);
      const t = def.table;
      // Filters apply to the lead table alone (its column names clash with the joined tables').
      const filtered = db.selectFrom(t).selectAll().where((eb: any) => eb.and(whereFor(def, kinds, filter, eb)));
      const dir = sort[1] === 'ASC' ? 'asc' : 'desc';
      const base = () =>
        db
          .selectFrom(filtered.as('lead'))
          .leftJoin('users as assignee', 'assignee.id', 'lead.assignee_id')
          .$if(name === 'enquiries', (qb: any) => qb.leftJoin('projects as project', 'project.id', 'lead.project_id').select('project.title as project_title'))
          .selectAll('lead')
          .select((eb: any) => eb.fn('concat', ['assignee.first_name', sql.lit(' '), 'assignee.last_name']).as('assignee_name'))
          .orderBy(`lead.${sort[0]}`, dir)
          .orderBy('lead.id', dir);
      const lines: string[] = [columns.map(([h]) => csvCell(h)).join(',')];
      let count = 0;
      for (let offset = 0; ; offset += BATCH) {
        const rows = (await base().limit(BATCH).offset(offset).execute()) as Record<string, unknown>[];
        for (const raw of rows) {
          const r: Row = { ...decodeRow(raw, kinds), project_title: raw.project_title as string | null, assignee_name: (raw.assignee_name as string | null)?.trim() || null };
          lines.push(columns.map(([, get]) => csvCell(get(r))).join(','));
        }
        count += rows.length;
        if (rows.length < BATCH) break;
      }
      await app.audit(request, 'export', name, null, { rows: count, filter });
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .header('X-Export-Rows', String(count));
      // A byte-order mark so Excel reads UTF-8 names correctly.
      return '\ufeff' + lines.join('\r\n') + '\r\n';
    });
  }
}
