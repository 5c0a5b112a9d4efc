/** Read replicas (issue 32, decision 021): the settings, read from the environment by server/config.ts. */
export interface ReplicaSettings {
  /** DATABASE_REPLICA_URLS: PostgreSQL streaming replicas of DATABASE_URL, comma-separated; empty: every query goes to the primary. */
  urls: string[];
  /** DATABASE_REPLICA_MAX_LAG_MS: a replica further behind the primary than this is skipped until it catches up. */
  maxLagMs: number;
  /** DATABASE_REPLICA_CHECK_MS: how often each replica's lag is measured (and a failed one tried again). */
  checkMs: number;
  /** READ_YOUR_WRITES_SECONDS: after a staff member's write, their reads go to the primary for this long. */
  readYourWritesSeconds: number;
}

function whole(value: string | undefined, fallback: number, name: string, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value.slice(0, 40)}"`);
  return n;
}

/** Each address must be a postgres:// URL; replicas without a primary (DATABASE_URL) make no sense and stop the start. */
export function parseReplicaSettings(env: NodeJS.ProcessEnv, databaseUrl: string | null): ReplicaSettings {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  urls.forEach((url, i) => {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_REPLICA_URLS: address ${i + 1} must start with postgres:// or postgresql://`);
  });
  if (urls.length && !databaseUrl) throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL (the PostgreSQL primary the replicas stream from)');
  return {
    urls,
    maxLagMs: whole(env.DATABASE_REPLICA_MAX_LAG_MS, 2000, 'DATABASE_REPLICA_MAX_LAG_MS', 0),
    checkMs: whole(env.DATABASE_REPLICA_CHECK_MS, 1000, 'DATABASE_REPLICA_CHECK_MS', 50),
    readYourWritesSeconds: whole(env.READ_YOUR_WRITES_SECONDS, 5, 'READ_YOUR_WRITES_SECONDS', 1),
  };
}
