import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import { MAX_FIELD_CHARS, type MarketFileKind, type RentRow, type TransactionRow } from './dld';
import { cellOf, formatOfHeader, type DldFormat } from './formats';
import { marketRowSink } from './sinks';

/** What staff read after an import: lines read, rows added, duplicates ignored, bad lines skipped (with their line numbers). */
export interface FileReport {
  kind: MarketFileKind;
  /** The format recognised by its header (formats.ts): its id and the name staff read. */
  format: { id: DldFormat['id']; label: string } | null;
  /** Deals of several units (the website's portfolio deals): their rows are kept but left out of the figures. */
  portfolio_deals: number;
  lines: number;
  added: number;
  duplicates: number;
  skipped: number;
  /** The first bad lines (at most BAD_LINES_LISTED), each with its line number in the file and the reason. */
  bad_lines: { line: number; reason: string }[];
  demo_removed: boolean;
  seconds: number;
}

/** The file is not the DLD format asked for: refused before any row is written. */
export class MissingColumnsError extends Error {
  constructor(
    public kind: MarketFileKind,
    public missing: string[],
  ) {
    super(`This is not a DLD ${kind === 'transactions' ? 'transactions' : 'rent contracts'} file: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  }
}

/** Another import holds the lock. */
export class ImportBusyError extends Error {
  constructor(public since: string) {
    super(`Another market import is running (started ${since}); try again when it has finished`);
  }
}

export const BAD_LINES_LISTED = 200;
/** A record longer than this (an unclosed quote swallowing the file) stops the import rather than memory growing. */
const MAX_RECORD_BYTES = 8 * 1024 * 1024;
const LOCK_STALE_MS = 60_000;

/**
 * One import at a time, across every process (the server's upload and the command): a row in market_lock,
 * taken by an insert that only one can win, kept alive by a heartbeat; a holder that died is replaced after a minute.
 */
export class ImportLock {
  readonly holder = crypto.randomUUID();
  private lastBeat = 0;
  constructor(private db: Kysely<Database>) {}

  async acquire(): Promise<void> {
    const now = nowIso();
    const inserted = await this.db.insertInto('market_lock').values({ name: 'import', holder: this.holder, heartbeat_at: now }).onConflict((oc) => oc.column('name').doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return;
    const stale = new Date(Date.now() - LOCK_STALE_MS).toISOString();
    const taken = await this.db.updateTable('market_lock').set({ holder: this.holder, heartbeat_at: now }).where('name', '=', 'import').where('heartbeat_at', '<', stale).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return;
    const row = await this.db.selectFrom('market_lock').select('heartbeat_at').where('name', '=', 'import').executeTakeFirst();
    throw new ImportBusyError(row?.heartbeat_at ?? now);
  }

  async beat(): Promise<void> {
    if (Date.now() - this.lastBeat < 5000) return;
    this.lastBeat = Date.now();
    await this.db.updateTable('market_lock').set({ heartbeat_at: nowIso() }).where('name', '=', 'import').where('holder', '=', this.holder).execute();
  }

  async release(): Promise<void> {
    await this.db.deleteFrom('market_lock').where('name', '=', 'import').where('holder', '=', this.holder).execute();
  }
}

export interface ImportFileOptions {
  /** The demo sample: its rows are marked demo, and it never removes anything. */
  demo?: boolean;
  /** Called after each batch with the lines read so far (awaited). */
  onProgress?: (lines: number) => void | Promise<void>;
  lock?: ImportLock;
}

/**
 * Streams one DLD CSV into its table: the header is checked before any write, each line is parsed strictly,
 * rows go in batches through the database's bulk path (sinks.ts; a re-imported key adds nothing), bad lines are
 * counted and listed, and the first real import removes the demo sample. Memory stays bounded by one batch and
 * one record (and on PostgreSQL by the staging table, which is on disk).
 */
export async function importMarketFile(db: Db, kind: MarketFileKind, input: Readable, opts: ImportFileOptions = {}): Promise<FileReport> {
  const started = Date.now();
  const report: FileReport = { kind, format: null, portfolio_deals: 0, lines: 0, added: 0, duplicates: 0, skipped: 0, bad_lines: [], demo_removed: false, seconds: 0 };
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: MAX_RECORD_BYTES, skip_records_with_error: true, trim: false });
  input.on('error', (err) => parser.destroy(err));
  const bad = (line: number, reason: string) => {
    report.skipped++;
    if (report.bad_lines.length < BAD_LINES_LISTED) report.bad_lines.push({ line, reason });
  };
  parser.on('skip', (err: Error & { lines?: number }) => bad(err.lines ?? 0, `unreadable CSV (${err.message.slice(0, 120)})`));
  input.pipe(parser);

  let header: string[] | null = null;
  let columnIndex: Record<string, number> = {};
  let width = 0;
  let sink: ReturnType<typeof marketRowSink> | null = null;
  let batch: (TransactionRow | RentRow)[] = [];
  let rows = 0;
  const flush = async () => {
    if (!batch.length || !sink) return;
    const written = batch;
    batch = [];
    rows += written.length;
    report.added += await sink.write(written);
    await opts.lock?.beat();
    await opts.onProgress?.(report.lines);
  };
  let record: string[] = [];
  const get = (c: string) => cellOf(record[columnIndex[c]]);
  let format: DldFormat | null = null;
  // A portfolio deal repeats its key on each unit's line; the lines are usually together but need not be: keys
  // seen recently (a bounded window) find the repeats, which are marked after the load (markPortfolioDeals).
  const recentKeys = new Set<string>();
  const repeated = new Set<string>();
  const RECENT_KEYS = 200_000;

  let failed = true;
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      record = item.record;
      if (!header) {
        header = record.map((h) => h.trim());
        const found = formatOfHeader(kind, header);
        if ('missing' in found) {
          input.unpipe(parser);
          input.resume();
          parser.destroy();
          throw new MissingColumnsError(kind, found.missing);
        }
        format = found.format;
        report.format = { id: format.id, label: format.label };
        columnIndex = Object.fromEntries(header.map((h, i) => [h, i]));
        width = header.length;
        if (!opts.demo) report.demo_removed = await removeDemoSample(db.kysely);
        sink = marketRowSink(db, kind, !!opts.demo);
        continue;
      }
      report.lines++;
      const line = item.info.lines;
      if (record.length !== width) {
        bad(line, `has ${record.length} fields, the header has ${width}`);
        continue;
      }
      let long = -1;
      for (let i = 0; i < width; i++)
        if (record[i].length > MAX_FIELD_CHARS) {
          long = i;
          break;
        }
      if (long >= 0) {
        bad(line, `field ${header[long]} is longer than ${MAX_FIELD_CHARS} characters`);
        continue;
      }
      const parsed = format!.parse(get);
      if ('error' in parsed) {
        bad(line, parsed.error);
        continue;
      }
      if (format!.repeatsDeals) {
        const key = (parsed.row as TransactionRow).transaction_id;
        if (recentKeys.has(key)) repeated.add(key);
        else {
          if (recentKeys.size >= RECENT_KEYS) recentKeys.clear();
          recentKeys.add(key);
        }
        if ((parsed.row as TransactionRow).portfolio) repeated.add(key);
      }
      batch.push(parsed.row);
      if (batch.length >= sink!.batchRows) await flush();
    }
    if (!header) throw new MissingColumnsError(kind, [...(formatOfHeader(kind, []) as { missing: string[] }).missing]);
    await flush();
    report.added += await sink!.finish();
    failed = false;
    report.portfolio_deals = await markPortfolioDeals(db.kysely, repeated);
  } finally {
    if (failed) await sink?.finish(true);
  }
  report.duplicates = rows - report.added;
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}

/** The deals whose key repeated (or whose procedure says portfolio): their stored row is one unit at the whole deal's value. */
async function markPortfolioDeals(db: Kysely<Database>, keys: Set<string>): Promise<number> {
  const list = [...keys];
  for (let i = 0; i < list.length; i += 500) await db.updateTable('market_transactions').set({ portfolio: 1 }).where('transaction_id', 'in', list.slice(i, i + 500)).execute();
  return list.length;
}

/**
 * Demo figures never mix with real ones: the first real import takes the demo sample out, and with it the demo
 * projects' invented DLD names and their mappings (issue 37 item 15), so a demo project has no figures at all rather
 * than figures of 0 deals. The demo's area names are real DLD names: a mapping staff or the demo made for one is
 * kept (the real data fills it; an area without real deals gets no figures, recomputeFigures), unmapped ones go.
 */
export async function removeDemoSample(db: Kysely<Database>): Promise<boolean> {
  const t = await db.deleteFrom('market_transactions').where('demo', '=', 1).executeTakeFirst();
  const r = await db.deleteFrom('market_rents').where('demo', '=', 1).executeTakeFirst();
  const removed = Number(t.numDeletedRows) + Number(r.numDeletedRows) > 0;
  if (removed) {
    await db.deleteFrom('market_project_map').execute();
    await db.deleteFrom('market_area_map').where('area_id', 'is', null).execute();
    await db.deleteFrom('market_figures').execute();
  }
  return removed;
}
