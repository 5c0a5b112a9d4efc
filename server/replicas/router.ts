import type pg from 'pg';
import { postgres } from '../lib/postgres';
import { PostgresDriver, type CompiledQuery } from 'kysely';
import { mayReadReplica } from './context';
import { parseLsn } from './lsn';
import type { ReplicaSettings } from './settings';

export type ReplicaState = 'starting' | 'ok' | 'lagging' | 'unreachable' | 'not-replica';

/** What readiness and metrics show of one replica: named by its place in DATABASE_REPLICA_URLS, never its address. */
export interface ReplicaStatus {
  replica: number;
  state: ReplicaState;
  /** Milliseconds behind the primary at the last check (0: replayed everything the primary had written); null: unknown. */
  lagMs: number | null;
  /** Whether it answers reads now (state ok, within the lag setting, and caught up with the latest content change). */
  serving: boolean;
}

interface Replica {
  index: number;
  pool: pg.Pool;
  driver: PostgresDriver;
  state: ReplicaState;
  lagMs: number | null;
  replay: bigint | null;
}

/** Only plain SELECTs may go to a replica: no locking clause, no data-modifying WITH. Raw SQL always goes to the primary. */
export function isPlainRead(query: CompiledQuery): boolean {
  const node = query.query as unknown as { kind: string; endModifiers?: unknown[]; with?: { expressions: { expression: { kind: string } }[] } };
  if (node.kind !== 'SelectQueryNode') return false;
  if (node.endModifiers?.length) return false;
  return !node.with?.expressions.some((e) => e.expression.kind !== 'SelectQueryNode');
}

/** A connection failure (the replica is down or restarting) rather than a fault of the query itself. */
function isConnectionFailure(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string') return true;
  return !/^[0-9A-Z]{5}$/.test(code) || /^(08|53|57)/.test(code);
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * Chooses, query by query, the primary or one of the streaming replicas (decision 021).
 * A replica serves a query when the work running may read a replica (an anonymous GET, see context.ts), the
 * query is a plain SELECT, the replica answered its last check within the lag setting, and it has replayed
 * the primary's WAL up to the latest content change this instance heard of (the fence): a page or list cache
 * filled after a change never holds the data from before it. Anything else reads the primary.
 */
export class ReplicaRouter {
  readonly replicas: Replica[];
  /** WAL position of the latest content change; 'pending' while it is being read (replicas then serve nothing). */
  private fence: bigint | 'pending' | null = null;
  private fenceGeneration = 0;
  private next = 0;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private closed = false;
  /** Called once per query with where it went (metrics). */
  onQuery: ((target: 'primary' | 'replica') => void) | null = null;
  /** Called when a replica's read failed and the primary answered instead (metrics). */
  onFallback: (() => void) | null = null;

  constructor(
    private readonly primary: pg.Pool,
    readonly settings: ReplicaSettings,
    private readonly log: (message: string) => void,
  ) {
    this.replicas = settings.urls.map((url, i) => {
      // A stopped replica must not hold a visitor's request: connections to it fail fast, and the query moves to the primary.
      const pool = new (postgres().Pool)({ connectionString: url, max: 10, connectionTimeoutMillis: 1000 });
      pool.on('error', (err) => log(`PostgreSQL replica ${i + 1}: an idle connection was closed (${err.message})`));
      return { index: i + 1, pool, driver: new PostgresDriver({ pool }), state: 'starting' as ReplicaState, lagMs: null, replay: null };
    });
  }

  async init(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.driver.init()));
    await this.check();
    this.timer = setInterval(() => void this.check(), this.settings.checkMs);
    this.timer.unref();
  }

  private serving(r: Replica): boolean {
    if (r.state !== 'ok' || r.lagMs === null || r.lagMs > this.settings.maxLagMs) return false;
    if (this.fence === null) return true;
    return this.fence !== 'pending' && r.replay !== null && r.replay >= this.fence;
  }

  /** The replica to run this query on, or null for the primary. */
  pick(query: CompiledQuery): Replica | null {
    if (!mayReadReplica() || !isPlainRead(query)) return null;
    for (let i = 0; i < this.replicas.length; i++) {
      const r = this.replicas[(this.next + i) % this.replicas.length];
      if (this.serving(r)) {
        this.next = (this.next + i + 1) % this.replicas.length;
        return r;
      }
    }
    return null;
  }

  /** A read on a replica failed: a connection failure takes it out until its next good check. */
  failed(r: Replica, err: unknown): void {
    this.onFallback?.();
    if (!isConnectionFailure(err)) return;
    if (r.state !== 'unreachable') this.log(`PostgreSQL replica ${r.index}: unreachable (${(err as Error).message}); reading from the primary`);
    r.state = 'unreachable';
    r.lagMs = null;
  }

  /**
   * Content changed (here, or on another instance through Redis): until the replicas have replayed the WAL up
   * to now, reads go to the primary. The primary's position is read after the change was committed.
   */
  contentChanged(): void {
    if (!this.replicas.length || this.closed) return;
    const generation = ++this.fenceGeneration;
    this.fence = 'pending';
    void this.primaryLsn().then(
      async (lsn) => {
        if (generation !== this.fenceGeneration || lsn === null) return;
        this.fence = lsn;
        // Streaming replicas usually replay a change within milliseconds: look again soon rather than at the next check.
        for (let waited = 0; waited < this.settings.maxLagMs && generation === this.fenceGeneration && !this.closed; waited += 25) {
          await Promise.all(this.replicas.filter((r) => r.state === 'ok').map((r) => this.readReplay(r).catch(() => undefined)));
          if (this.replicas.every((r) => r.state !== 'ok' || (r.replay !== null && r.replay >= lsn))) return;
          await pause(25);
        }
      },
      () => undefined, // the next check sets the fence
    );
  }

  private async primaryLsn(): Promise<bigint | null> {
    const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return parseLsn(rows[0]?.lsn);
  }

  private async readReplay(r: Replica): Promise<{ recovery: boolean; since: number | null }> {
    const { rows } = await r.pool.query<{ recovery: boolean; replay: string | null; since: number | null }>(
      'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replay, (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as since',
    );
    const row = rows[0];
    r.replay = parseLsn(row.replay);
    return { recovery: row.recovery, since: row.since };
  }

  /** Measures every replica's lag against the primary's current WAL position. */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => (this.checking = null));
    return this.checking;
  }

  private async runCheck(): Promise<void> {
    const generation = this.fenceGeneration;
    let primary: bigint | null;
    try {
      primary = await this.primaryLsn();
    } catch {
      return; // the primary's own outage is readiness's to report
    }
    // A pending fence whose position could not be read: this position was read after the change.
    if (this.fence === 'pending' && generation === this.fenceGeneration) this.fence = primary;
    await Promise.all(
      this.replicas.map(async (r) => {
        const before = r.state;
        try {
          const { recovery, since } = await this.readReplay(r);
          if (!recovery) {
            // Promoted, or pointed at a primary by mistake: its data may differ from the primary's.
            r.state = 'not-replica';
            r.lagMs = null;
          } else {
            // Behind: the time since the last transaction it replayed (an upper bound of the lag).
            r.lagMs = r.replay !== null && primary !== null && r.replay >= primary ? 0 : Math.max(0, Math.round(since ?? Number.POSITIVE_INFINITY));
            r.state = r.lagMs <= this.settings.maxLagMs ? 'ok' : 'lagging';
          }
        } catch (err) {
          r.state = 'unreachable';
          r.lagMs = null;
          if (before !== 'unreachable') this.log(`PostgreSQL replica ${r.index}: unreachable (${(err as Error).message}); reading from the primary`);
          return;
        }
        if (before !== r.state && r.state !== 'ok') this.log(`PostgreSQL replica ${r.index}: ${r.state}${r.lagMs !== null ? ` (${r.lagMs} ms behind)` : ''}; reading from the primary`);
        else if (before !== r.state && before !== 'starting') this.log(`PostgreSQL replica ${r.index}: serving reads again`);
      }),
    );
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => ({ replica: r.index, state: r.state, lagMs: r.lagMs === Number.POSITIVE_INFINITY ? null : r.lagMs, serving: this.serving(r) }));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.checking?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.driver.destroy()));
  }
}
