import { SqliteAdapter, type Kysely } from 'kysely';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../db/connect';
import type { Database } from '../db/types';
import type { MarketFileKind, RentRow, TransactionRow } from './dld';

/**
 * The market import's bulk write paths (decision 026), one per database, behind one small interface: rows go in
 * batches, each call says how many were new (a key already stored adds nothing), `finish` writes what is left.
 * SQLite: one prepared INSERT ... ON CONFLICT DO NOTHING run per row inside one transaction per batch.
 * PostgreSQL: COPY FROM STDIN into a session-local staging table, merged with INSERT ... SELECT ... ON CONFLICT
 * DO NOTHING every `bulkTuning.pgMergeRows` rows, by two sessions in turn (bounded staging; parsing goes on during a merge).
 */
export interface MarketRowSink {
  /** Rows the caller may hand over at once; each call is one SQLite transaction. */
  readonly batchRows: number;
  write(rows: (TransactionRow | RentRow)[]): Promise<number>;
  /** Writes what is staged; returns the rows added by it. Always called, also after a failure (then `failed`). */
  finish(failed?: boolean): Promise<number>;
}

const COLUMNS = {
  transactions: ['transaction_id', 'instance_date', 'trans_group', 'reg_type', 'property_type', 'property_usage', 'bedrooms', 'area_name', 'project_name', 'size_sqft', 'worth_aed', 'portfolio', 'demo'],
  rents: ['contract_id', 'line_number', 'start_date', 'annual_aed', 'no_of_prop', 'property_type', 'bedrooms', 'property_usage', 'area_name', 'project_name', 'demo'],
} as const satisfies Record<MarketFileKind, readonly string[]>;
const TABLE = { transactions: 'market_transactions', rents: 'market_rents' } as const;
const KEY = { transactions: 'transaction_id', rents: 'contract_id, line_number' } as const;

/** The tables' secondary indexes (as migration 2026-11-25T1400 made them): a large SQLite load drops them and builds them again at its end. */
const INDEXES: Record<MarketFileKind, { name: string; columns: string[] }[]> = {
  transactions: [
    { name: 'market_transactions_area_date', columns: ['area_name', 'instance_date'] },
    { name: 'market_transactions_project_date', columns: ['project_name', 'instance_date'] },
  ],
  rents: [
    { name: 'market_rents_area_date', columns: ['area_name', 'start_date'] },
    { name: 'market_rents_project_date', columns: ['project_name', 'start_date'] },
  ],
};

/**
 * Puts back any index a SQLite load dropped and could not rebuild (a process killed mid-import); a no-op when they
 * are there. PostgreSQL loads never drop them (and CREATE INDEX there would wait for a running merge's lock).
 */
export async function ensureMarketIndexes(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const kind of ['transactions', 'rents'] as const)
    for (const index of INDEXES[kind]) await db.schema.createIndex(index.name).ifNotExists().on(TABLE[kind]).columns(index.columns).execute();
}

type Row = Record<string, string | number | null>;
const valuesOf = (kind: MarketFileKind, row: TransactionRow | RentRow, demo: number) => COLUMNS[kind].map((c) => (c === 'demo' ? demo : (row as unknown as Row)[c]));

/** SQLite rows per transaction: one commit (a WAL append, synced at checkpoints under synchronous=NORMAL) per 10,000 rows. */
const SQLITE_BATCH_ROWS = 10_000;
/** PostgreSQL: rows a session stages before it merges them into the table (tests lower it to exercise the turns). */
export const bulkTuning = { pgMergeRows: 200_000 };

export function marketRowSink(db: Db, kind: MarketFileKind, demo: boolean): MarketRowSink {
  return db.raw.dialect === 'sqlite' ? sqliteSink(db.raw.sqlite, kind, demo ? 1 : 0) : postgresSink(db.raw.pool, kind, demo ? 1 : 0);
}

/**
 * Index upkeep was most of SQLite's insert cost at scale (1,000,000 rows: 21 s with the two secondary indexes,
 * 4 s without plus 1.5 s to build them after; docs/BENCHMARKS.md). Once a load has added this many rows, and at
 * least a tenth of what the table held before it, the indexes are dropped and built again when it ends, so a
 * small import into a large table keeps them and a large one does not pay for them row by row.
 */
const DROP_INDEXES_AFTER_ROWS = 50_000;

function sqliteSink(sqlite: import('better-sqlite3').Database, kind: MarketFileKind, demo: number): MarketRowSink {
  const cols = COLUMNS[kind];
  const insert = sqlite.prepare(`insert into ${TABLE[kind]} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')}) on conflict (${KEY[kind]}) do nothing`);
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a power cut can lose the last batches of an
  // import, never corrupt the file, and re-running the import adds exactly what was lost (the keys decide).
  const before = sqlite.pragma('synchronous', { simple: true });
  sqlite.pragma('synchronous = NORMAL');
  const rowsBefore = (sqlite.prepare(`select count(*) as n from ${TABLE[kind]}`).get() as { n: number }).n;
  let added = 0;
  let dropped = false;
  const writeBatch = sqlite.transaction((rows: (TransactionRow | RentRow)[]) => {
    let n = 0;
    for (const row of rows) n += insert.run(valuesOf(kind, row, demo)).changes;
    return n;
  });
  const rebuild = () => {
    for (const index of INDEXES[kind]) sqlite.exec(`create index if not exists ${index.name} on ${TABLE[kind]} (${index.columns.join(', ')})`);
  };
  return {
    batchRows: SQLITE_BATCH_ROWS,
    write: async (rows) => {
      if (!dropped && added >= DROP_INDEXES_AFTER_ROWS && added >= rowsBefore / 10) {
        for (const index of INDEXES[kind]) sqlite.exec(`drop index if exists ${index.name}`);
        dropped = true;
      }
      const n = writeBatch(rows);
      added += n;
      return n;
    },
    finish: async () => {
      try {
        if (dropped) rebuild();
      } finally {
        sqlite.pragma(`synchronous = ${before}`);
      }
      return 0;
    },
  };
}

/** COPY's text format: backslash, tab, newline and carriage return escaped; \N is null. */
const copyText = (v: string | number | null) => (v == null ? '\\N' : typeof v === 'number' ? String(v) : v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')));

/** One session staging rows: its COPY stream, how many rows it holds, and its merge while one runs. */
interface Lane {
  client: pg.PoolClient;
  copy: Writable | null;
  copyError: Error | null;
  staged: number;
  merging: Promise<number> | null;
}

/**
 * Two sessions take turns: while one merges its staged rows into the table (work done by the database server,
 * on the other core), the worker keeps parsing and copying into the other. Measured on 1,000,000 lines, the
 * merges were 10-12 s of a 40 s import during which the worker waited.
 */
function postgresSink(pool: pg.Pool, kind: MarketFileKind, demo: number): MarketRowSink {
  const cols = COLUMNS[kind].join(', ');
  const staging = `${TABLE[kind]}_staging`;
  const lanes: (Lane | null)[] = [null, null];
  let current = 0;

  const laneAt = async (i: number): Promise<Lane> => {
    const existing = lanes[i];
    if (existing) return existing;
    const client = await pool.connect();
    const lane: Lane = { client, copy: null, copyError: null, staged: 0, merging: null };
    lanes[i] = lane;
    // A temporary table lives in its session only: each lane has its own under the same name.
    await client.query(`create temporary table if not exists ${staging} (like ${TABLE[kind]} including defaults)`);
    await client.query(`truncate ${staging}`);
    return lane;
  };
  const copyInto = (lane: Lane) => {
    if (lane.copyError) throw lane.copyError;
    if (!lane.copy) {
      const stream = lane.client.query(copyFrom(`copy ${staging} (${cols}) from stdin`));
      stream.on('error', (err: Error) => (lane.copyError = err));
      lane.copy = stream;
    }
    return lane.copy;
  };
  const merge = async (lane: Lane): Promise<number> => {
    const stream = lane.copy;
    lane.copy = null;
    if (stream)
      await new Promise<void>((resolve, reject) => {
        if (lane.copyError) return reject(lane.copyError);
        stream.once('finish', resolve);
        stream.once('error', reject);
        stream.end();
      });
    if (lane.staged === 0) return 0;
    const res = await lane.client.query(`insert into ${TABLE[kind]} (${cols}) select ${cols} from ${staging} on conflict (${KEY[kind]}) do nothing`);
    await lane.client.query(`truncate ${staging}`);
    lane.staged = 0;
    return res.rowCount ?? 0;
  };
  /** The added count of a lane's merge in flight (waited for before the lane takes rows again). */
  const settled = async (lane: Lane): Promise<number> => {
    const running = lane.merging;
    lane.merging = null;
    return running ? await running : 0;
  };

  return {
    batchRows: 2_000,
    async write(rows) {
      const lane = await laneAt(current);
      const added = await settled(lane);
      const stream = copyInto(lane);
      let text = '';
      for (const row of rows) text += valuesOf(kind, row, demo).map(copyText).join('\t') + '\n';
      lane.staged += rows.length;
      if (!stream.write(text))
        await new Promise<void>((resolve, reject) => {
          const failed = (err: Error) => (stream.off('drain', drained), reject(err));
          const drained = () => (stream.off('error', failed), resolve());
          stream.once('drain', drained);
          stream.once('error', failed);
        });
      if (lane.staged >= bulkTuning.pgMergeRows) {
        lane.merging = merge(lane);
        // Awaited later (next turn of this lane, or finish); a failure meanwhile must not go unhandled.
        lane.merging.catch(() => undefined);
        current = 1 - current;
      }
      return added;
    },
    async finish(failed) {
      const held = lanes.filter((l): l is Lane => l !== null);
      lanes.fill(null);
      if (failed) {
        // A session may be inside a COPY: closing it (rather than returning it to the pool) ends the COPY and drops its staging table.
        for (const lane of held) {
          lane.copy?.destroy();
          await lane.merging?.catch(() => undefined);
          lane.client.release(true);
        }
        return 0;
      }
      let added = 0;
      let error: unknown = null;
      for (const lane of held) {
        try {
          added += await settled(lane);
          added += await merge(lane);
          await lane.client.query(`drop table if exists ${staging}`);
          lane.client.release();
        } catch (err) {
          error ??= err;
          lane.client.release(true);
        }
      }
      if (error) throw error;
      return added;
    },
  };
}
