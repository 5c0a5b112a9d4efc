import type { Readable } from 'node:stream';
import { isMainThread } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';
import { nowIso } from '../lib/clock';
import type { MarketFileKind } from './dld';
import { recomputeFigures } from './figures';
import { ImportLock, importMarketFile, type FileReport } from './import';
import { marketMinDeals } from './settings';

export interface ImportRunReport {
  id: number;
  status: 'done' | 'failed';
  /** Where the rows were parsed and written: the server's upload uses a worker thread, the command and the demo start their own thread. */
  thread: 'worker' | 'main';
  files: FileReport[];
  figures: { areas: number; projects: number; as_of: string | null; demo: boolean };
  error?: string;
}

export interface ImportRunOptions {
  source: 'upload' | 'command' | 'demo';
  startedBy?: string | null;
  /** Overrides the staff setting (tests); otherwise the setting is read when the figures are recomputed. */
  minDeals?: number;
  demo?: boolean;
  onProgress?: (kind: MarketFileKind, lines: number) => void;
}

/**
 * One import run, in this thread: takes the lock (or throws ImportBusyError), logs the run, streams each file,
 * recomputes the stored figures, and records the report. A file refused for its columns writes nothing; the run
 * is logged failed. The command and the demo start call it directly; the server's upload runs it in a worker
 * thread (worker-client.ts) so its event loop keeps serving pages.
 */
export async function runMarketImport(conn: Db, files: { kind: MarketFileKind; stream: Readable }[], opts: ImportRunOptions): Promise<ImportRunReport> {
  const db = conn.kysely;
  const lock = new ImportLock(db);
  await lock.acquire();
  await closeInterruptedRuns(db);
  const { id } = await db.insertInto('market_imports').values({ source: opts.source, status: 'running', started_by: opts.startedBy ?? null, started_at: nowIso(), finished_at: null, report: null }).returning('id').executeTakeFirstOrThrow();
  const report: ImportRunReport = { id, status: 'done', thread: isMainThread ? 'main' : 'worker', files: [], figures: { areas: 0, projects: 0, as_of: null, demo: false } };
  try {
    // Progress is also kept on the import's log row (at most once a second), so the back-office list shows a
    // running import's lines from any instance, whichever thread or process runs it.
    let saved = 0;
    const progress = async (kind: MarketFileKind, lines: number) => {
      opts.onProgress?.(kind, lines);
      if (Date.now() - saved < 1000) return;
      saved = Date.now();
      await db.updateTable('market_imports').set({ report: JSON.stringify({ progress: { kind, lines } }) }).where('id', '=', id).execute();
    };
    for (const f of files) report.files.push(await importMarketFile(conn, f.kind, f.stream, { demo: opts.demo, lock, onProgress: (n) => progress(f.kind, n) }));
    report.figures = await recomputeFigures(db, opts.minDeals ?? (await marketMinDeals(db)));
    return report;
  } catch (err) {
    report.status = 'failed';
    report.error = err instanceof Error ? err.message : String(err);
    throw err;
  } finally {
    for (const f of files) if (!f.stream.readableEnded) f.stream.resume();
    await db.updateTable('market_imports').set({ status: report.status, finished_at: nowIso(), report: JSON.stringify(report) }).where('id', '=', id).execute();
    await lock.release();
  }
}

export const INTERRUPTED_IMPORT = 'Interrupted: the process running this import stopped before it finished (its lines up to then are kept; import the file again to add the rest)';

/**
 * With the lock held no other import runs, so a log row still "running" is a run whose process died (a crash, a
 * kill, a worker out of memory): it is closed as failed, saying so, instead of showing "running" for ever.
 */
async function closeInterruptedRuns(db: Kysely<Database>): Promise<void> {
  const report = { status: 'failed', files: [], figures: { areas: 0, projects: 0, as_of: null, demo: false }, error: INTERRUPTED_IMPORT };
  await db.updateTable('market_imports').set({ status: 'failed', finished_at: nowIso(), report: JSON.stringify(report) }).where('status', '=', 'running').execute();
}

/** Has any market data been loaded (demo or real)? */
export async function hasMarketData(db: Kysely<Database>): Promise<boolean> {
  const t = await db.selectFrom('market_transactions').select('transaction_id').limit(1).executeTakeFirst();
  return !!t;
}
