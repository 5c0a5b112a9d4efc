import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { RESOURCE_BY_NAME } from '../resources/registry';
import { columnKinds, decodeRow } from '../resources/columns';
import { parseListQuery, whereFor } from '../resources/query';
import { HttpError } from '../errors';
import { leadWorkbook, XLSX_TYPE, type CellType } from '../leads/spreadsheet';

/** Columns of each lead export, in order: header, value, and its type in a spreadsheet (text unless said). */
type Row = Record<string, unknown> & { project_title?: string | null; assignee_name?: string | null };
type Column = [header: string, get: (r: Row) => unknown, type?: CellType];
const COMMON_TAIL: Column[] = [
  ['Source page', (r) => r.source_path],
  ['Assignee', (r) => r.assignee_name],
  ['Notes', (r) => r.notes],
];
const EXPORTS: Record<string, Column[]> = {
  enquiries: [
    ['ID', (r) => r.id, 'integer'], ['Received (UTC)', (r) => r.created_at, 'datetime'], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
    ['Phone', (r) => r.phone], ['Budget (AED)', (r) => r.budget, 'aed'], ['Investment timeline', (r) => r.investment_timeline], ['Project', (r) => r.project_title],
    ['UTM source', (r) => r.utm_source], ['UTM medium', (r) => r.utm_medium], ['UTM campaign', (r) => r.utm_campaign], ['Referrer', (r) => r.referrer],
    ['Duplicate of', (r) => r.duplicate_of_id, 'integer'], ...COMMON_TAIL,
  ],
  'mortgage-enquiries': [
    ['ID', (r) => r.id, 'integer'], ['Received (UTC)', (r) => r.created_at, 'datetime'], ['Status', (r) => r.status], ['Name', (r) => r.name], ['Email', (r) => r.email],
    ['Phone', (r) => r.phone], ['Property price (AED)', (r) => r.property_price_aed, 'aed'], ['Down payment (AED)', (r) => r.down_payment_aed, 'aed'],
    ['Loan (AED)', (r) => r.loan_amount_aed, 'aed'], ['Tenure (years)', (r) => r.tenure_years, 'integer'], ['Interest rate (%)', (r) => r.interest_rate_pct, 'percent'],
    ['Residency', (r) => r.residency], ['First home', (r) => (r.first_home ? 'yes' : 'no')], ['Off-plan', (r) => (r.off_plan ? 'yes' : 'no')],
    ['Monthly payment (AED)', (r) => r.monthly_payment_aed, 'aed'], ['Message', (r) => r.message], ...COMMON_TAIL,
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

/** `format`: csv (the default) or xlsx; anything else is a 400 naming the parameter. */
function exportFormat(value: unknown): 'csv' | 'xlsx' {
  if (value === undefined || value === '' || value === 'csv') return 'csv';
  if (value === 'xlsx') return 'xlsx';
  throw new HttpError(400, 'format must be csv or xlsx', { format: 'format must be csv or xlsx' });
}

/**
 * GET /api/{enquiries|mortgage-enquiries}/export?filter=&sort=&format=csv|xlsx : every row of the filtered
 * list (read in batches, not capped at a page), for roles with `{resource}.export`; each export is audited.
 */
export default async function leadExportRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  for (const [name, columns] of Object.entries(EXPORTS)) {
    const def = RESOURCE_BY_NAME.get(name)!;
    const kinds = columnKinds(def);
    app.get(`/api/${name}/export`, async (request, reply) => {
      app.requirePermission(request, `${name}.export`);
      const format = exportFormat((request.query as Record<string, unknown>).format);
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
      const rows: unknown[][] = [];
      for (let offset = 0; ; offset += BATCH) {
        const batch = (await base().limit(BATCH).offset(offset).execute()) as Record<string, unknown>[];
        for (const raw of batch) {
          const r: Row = { ...decodeRow(raw, kinds), project_title: raw.project_title as string | null, assignee_name: (raw.assignee_name as string | null)?.trim() || null };
          rows.push(columns.map(([, get]) => get(r)));
        }
        if (batch.length < BATCH) break;
      }
      await app.audit(request, 'export', name, null, { rows: rows.length, filter, format });
      const stamp = new Date().toISOString().slice(0, 10);
      reply
        .header('Content-Disposition', `attachment; filename="${name}-${stamp}.${format}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Export-Rows', String(rows.length));
      if (format === 'xlsx') {
        reply.header('Content-Type', XLSX_TYPE);
        return leadWorkbook(name === 'enquiries' ? 'Enquiries' : 'Mortgage enquiries', columns.map(([header, , type]) => ({ header, type })), rows);
      }
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      // A byte-order mark so Excel reads UTF-8 names correctly.
      const lines = [columns.map(([h]) => csvCell(h)).join(','), ...rows.map((row) => row.map(csvCell).join(','))];
      return '\ufeff' + lines.join('\r\n') + '\r\n';
    });
  }
}
