import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { RESOURCES } from '../resources/registry';
import { ResourceWriter } from '../resources/write';
import { decodeRow } from '../resources/columns';
import { HttpError } from '../errors';
import { csvCell } from '../leads/export';
import { leadWorkbookStream, XLSX_TYPE } from '../leads/spreadsheet';
import { permissionFor } from '../../src/permissions';
import { CONTENT_COLUMNS, cellTypeOf, exportCell } from './columns';
import { importRows } from './import';
import { csvRows, xlsxRows } from './rows';

/** An upload larger than this is refused while it arrives (a content list of thousands of rows is a few MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const BATCH = 500;

const formatOf = (value: unknown): 'csv' | 'xlsx' => {
  if (value === undefined || value === '' || value === 'csv') return 'csv';
  if (value === 'xlsx') return 'xlsx';
  throw new HttpError(400, 'format must be csv or xlsx', { format: 'format must be csv or xlsx' });
};

/**
 * Spreadsheets of content (issue 31, decision 017), for projects, areas and developers:
 *   GET  /api/{name}/export?format=csv|xlsx           every record, by id, streamed a batch at a time ({name}.read)
 *   POST /api/{name}/import?mode=dry-run|apply  (multipart field "file", .csv or .xlsx)  a report by row and field;
 *        apply saves through the generic write path, so every imported change is a version ({name}.create and .update)
 * The columns are the export's (server/content-io/columns.ts): an export imported unchanged changes nothing.
 */
export default async function contentSpreadsheetRoutes(app: FastifyInstance) {
  const db = app.db.kysely as unknown as Kysely<any>;
  await app.register(multipart, { throwFileSizeLimit: true });
  for (const def of RESOURCES) {
    const spec = CONTENT_COLUMNS[def.name];
    if (!spec) continue;
    const writer = new ResourceWriter(def, db);
    const { columns, sheet } = spec;

    app.get(`/api/${def.name}/export`, async (request, reply) => {
      app.requirePermission(request, permissionFor(def.name, 'read')!);
      const format = formatOf((request.query as Record<string, unknown>).format);
      await app.audit(request, 'export', def.name, null, { format });
      const batches = async function* () {
        let last = 0;
        for (;;) {
          const rows = (await db.selectFrom(def.table).selectAll().where('id', '>', last).orderBy('id').limit(BATCH).execute()) as Record<string, unknown>[];
          if (rows.length) yield rows.map((raw) => decodeRow(raw, writer.kinds)).map((r) => columns.map((c) => exportCell(r[c.field], c.kind)));
          if (rows.length < BATCH) return;
          last = Number(rows[rows.length - 1].id);
        }
      };
      reply.header('Content-Disposition', `attachment; filename="${def.name}-${new Date().toISOString().slice(0, 10)}.${format}"`).header('Cache-Control', 'no-store');
      if (format === 'xlsx') return reply.header('Content-Type', XLSX_TYPE).send(leadWorkbookStream(sheet, columns.map((c) => ({ header: c.header, type: cellTypeOf(c.kind) })), batches()));
      const csv = async function* () {
        yield '\ufeff' + columns.map((c) => csvCell(c.header)).join(',') + '\r\n';
        for await (const rows of batches()) yield rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
      };
      return reply.header('Content-Type', 'text/csv; charset=utf-8').send(Readable.from(csv(), { objectMode: false }));
    });

    app.post<{ Querystring: { mode?: string } }>(`/api/${def.name}/import`, async (request) => {
      app.requirePermission(request, permissionFor(def.name, 'create')!);
      app.requirePermission(request, permissionFor(def.name, 'update')!);
      const mode = request.query.mode ?? 'dry-run';
      if (mode !== 'dry-run' && mode !== 'apply') throw new HttpError(400, 'mode must be dry-run or apply', { mode: 'mode must be dry-run or apply' });
      if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in a field named "file"', { file: 'Send the file in a field named "file"' });
      const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new HttpError(422, 'Attach the CSV or XLSX file in a field named "file"', { file: 'Attach the CSV or XLSX file in a field named "file"' });
      }
      const name = part.filename.toLowerCase();
      const isXlsx = name.endsWith('.xlsx') || part.mimetype === XLSX_TYPE;
      if (!isXlsx && !name.endsWith('.csv') && !/csv|text\/plain/.test(part.mimetype)) {
        part.file.resume();
        throw new HttpError(415, 'The file must be a .csv or .xlsx file (the export\'s format)', { file: 'The file must be a .csv or .xlsx file' });
      }
      try {
        // An XLSX is a zip read from its end (its directory): held whole, at most IMPORT_MAX_BYTES.
        const rows = isXlsx ? xlsxRows(await part.toBuffer(), columns) : csvRows(part.file, columns);
        const report = await importRows(app, request, writer, rows, mode);
        await app.audit(request, mode === 'apply' ? 'import' : 'import_dry_run', def.name, null, { file: part.filename.slice(0, 200), ...report.counts });
        return { ...report.toJSON(), columns: Object.fromEntries(columns.map((c) => [c.field, c.header])) };
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is too large (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`, { file: `The file is too large (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)` });
        throw err;
      }
    });
  }
}
