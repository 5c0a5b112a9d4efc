import type { Kysely } from 'kysely';
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
 * DO NOTHING every MERGE_ROWS rows (bounded staging, progress of the added count).
 */
export interface MarketRowSink {
  /** Rows the caller may hand over at once; each call is one SQLite transaction. */
  readonly batchRows: number;
  write(rows: (TransactionRow | RentRow)[]): Promise<number>;
  /** Writes what is staged; returns the rows added by it. Always called, also after a failure (then `failed`). */
  finish(failed?: boolean): Promise<number>;
}

const COLUMNS = {
  transactions: ['transaction_id', 'instance_date', 'trans_group', 'reg_type', 'property_type', 'property_usage', 'bedrooms', 'area_name', 'project_name', 'size_sqft', 'worth_aed', 'demo'],
  rents: ['contract_id', 'line_number', 'start_date', 'annual_aed', 'no_of_prop', 'bedrooms', 'property_usage', 'area_name', 'project_name', 'demo'],
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

/** Puts back any index a load dropped and could not rebuild (a process killed mid-import); a no-op when they are there. */
export async function ensureMarketIndexes(db: Kysely<Database>): Promise<void> {
  for (const kind of ['transactions', 'rents'] as const)
    for (const index of INDEXES[kind]) await db.schema.createIndex(index.name).ifNotExists().on(TABLE[kind]).columns(index.columns).execute();
}

type Row = Record<string, string | number | null>;
const valuesOf = (kind: MarketFileKind, row: TransactionRow | RentRow, demo: number) => COLUMNS[kind].map((c) => (c === 'demo' ? demo : (row as unknown as Row)[c]));

/** SQLite rows per transaction: one commit (a WAL append, synced at checkpoints under synchronous=NORMAL) per 10,000 rows. */
const SQLITE_BATCH_ROWS = 10_000;
/** PostgreSQL: rows staged before each merge into the table. */
const MERGE_ROWS = 200_000;

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

function postgresSink(pool: pg.Pool, kind: MarketFileKind, demo: number): MarketRowSink {
  const cols = COLUMNS[kind].join(', ');
  const staging = `${TABLE[kind]}_staging`;
  let client: pg.PoolClient | null = null;
  let copy: import('node:stream').Writable | null = null;
  let staged = 0;
  let copyError: Error | null = null;

  const open = async () => {
    if (copyError) throw copyError;
    if (!client) {
      client = await pool.connect();
      // A temporary table lives in this session only: concurrent imports (refused by the lock anyway) could not collide.
      await client.query(`create temporary table if not exists ${staging} (like ${TABLE[kind]} including defaults)`);
      await client.query(`truncate ${staging}`);
    }
    if (!copy) {
      copy = client.query(copyFrom(`copy ${staging} (${cols}) from stdin`));
      copy.on('error', (err: Error) => (copyError = err));
    }
    return copy;
  };
  const merge = async (): Promise<number> => {
    if (copy) {
      const stream = copy;
      copy = null;
      await new Promise<void>((resolve, reject) => {
        if (copyError) return reject(copyError);
        stream.once('finish', resolve);
        stream.once('error', reject);
        stream.end();
      });
    }
    if (!client || staged === 0) return 0;
    const res = await client.query(`insert into ${TABLE[kind]} (${cols}) select ${cols} from ${staging} on conflict (${KEY[kind]}) do nothing`);
    await client.query(`truncate ${staging}`);
    staged = 0;
    return res.rowCount ?? 0;
  };

  return {
    batchRows: 2_000,
    async write(rows) {
      const stream = await open();
      let text = '';
      for (const row of rows) text += valuesOf(kind, row, demo).map(copyText).join('\t') + '\n';
      staged += rows.length;
      if (!stream.write(text))
        await new Promise<void>((resolve, reject) => {
          const failed = (err: Error) => (stream.off('drain', drained), reject(err));
          const drained = () => (stream.off('error', failed), resolve());
          stream.once('drain', drained);
          stream.once('error', failed);
        });
      return staged >= MERGE_ROWS ? merge() : 0;
    },
    async finish(failed) {
      const held = client;
      if (!held) return 0;
      if (failed) {
        // The session may be inside a COPY: closing it (rather than returning it to the pool) ends the COPY and drops the staging table.
        copy?.destroy();
        copy = null;
        client = null;
        held.release(true);
        return 0;
      }
      try {
        const added = await merge();
        await held.query(`drop table if exists ${staging}`);
        held.release();
        return added;
      } catch (err) {
        held.release(true);
        throw err;
      } finally {
        client = null;
      }
    },
  };
}
