import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { parseReplicaSettings } from '../../server/replicas/settings';
import { parseLsn } from '../../server/replicas/lsn';
import { isPlainRead } from '../../server/replicas/router';
import { mayReadReplica, onPrimary, readContext } from '../../server/replicas/context';

// Compiles only: no connection is made.
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool: {} as never }) });
const compiled = (q: { compile(): CompiledQuery }) => q.compile();

describe('read replicas (issue 32): what may go to a replica', () => {
  it('only plain SELECTs: no writes, no locking reads, no data-modifying WITH, no raw SQL', () => {
    expect(isPlainRead(compiled(db.selectFrom('projects').selectAll().where('id', '=', 1)))).toBe(true);
    expect(isPlainRead(compiled(db.with('p', (q) => q.selectFrom('projects').select('id')).selectFrom('p').selectAll()))).toBe(true);
    expect(isPlainRead(compiled(db.selectFrom('projects').selectAll().forUpdate()))).toBe(false);
    expect(isPlainRead(compiled(db.updateTable('projects').set({ title: 'x' })))).toBe(false);
    expect(isPlainRead(compiled(db.insertInto('projects').values({ title: 'x' })))).toBe(false);
    expect(isPlainRead(compiled(db.deleteFrom('projects')))).toBe(false);
    expect(isPlainRead(compiled(db.with('d', (q) => q.deleteFrom('projects').returning('id')).selectFrom('d').selectAll()))).toBe(false);
    expect(isPlainRead(sql`select 1`.compile(db))).toBe(false);
  });

  it('only inside a request that allows it; onPrimary overrides', () => {
    expect(mayReadReplica()).toBe(false);
    readContext.run({ replica: true }, () => {
      expect(mayReadReplica()).toBe(true);
      expect(onPrimary(() => mayReadReplica())).toBe(false);
    });
  });

  it('reads WAL positions as comparable numbers', () => {
    expect(parseLsn('0/3000148')).toBe(0x3000148n);
    expect(parseLsn('16/B374D848')! > parseLsn('16/B374D847')!).toBe(true);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
    expect(parseLsn(null)).toBeNull();
    expect(parseLsn('nonsense')).toBeNull();
  });

  it('settings: addresses checked, a replica needs a primary, defaults', () => {
    expect(parseReplicaSettings({}, null)).toEqual({ urls: [], maxLagMs: 2000, checkMs: 1000, readYourWritesSeconds: 5 });
    const s = parseReplicaSettings({ DATABASE_REPLICA_URLS: ' postgres://r1/db , postgresql://r2/db ', DATABASE_REPLICA_MAX_LAG_MS: '500' }, 'postgres://p/db');
    expect(s.urls).toEqual(['postgres://r1/db', 'postgresql://r2/db']);
    expect(s.maxLagMs).toBe(500);
    expect(() => parseReplicaSettings({ DATABASE_REPLICA_URLS: 'mysql://r1/db' }, 'postgres://p/db')).toThrow(/address 1 must start with postgres/);
    expect(() => parseReplicaSettings({ DATABASE_REPLICA_URLS: 'postgres://r1/db' }, null)).toThrow(/needs DATABASE_URL/);
    expect(() => parseReplicaSettings({ READ_YOUR_WRITES_SECONDS: '0' }, null)).toThrow(/READ_YOUR_WRITES_SECONDS must be a whole number of at least 1/);
  });
});
