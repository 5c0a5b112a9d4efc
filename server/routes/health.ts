import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/connect';

/** What a check answers: no error text, host or user name ever reaches the client (they are logged). */
type Check = 'ok' | 'unreachable' | 'pending' | 'unknown';

/** A check that does not answer in time has failed: a load balancer must not wait on a hung database. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process is up and its event loop turns (liveness; never touches the database).
 * GET /readyz: this instance can serve: database reachable, migrations current, Redis reachable when
 * REDIS_URL is set. 503 names what is down, so a load balancer takes the instance out; why it is down (the
 * driver's error, which can name hosts and users, or the pending migrations) goes to the log, not to whoever asked.
 */
export default async function healthRoutes(app: FastifyInstance) {
  // Liveness must answer when the process is busy too: a 503 would get a busy process restarted.
  app.get('/healthz', { config: { pressureHandler: () => null } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // A load balancer asks every few seconds: a failure is logged when it starts or changes, not on every poll.
  const lastProblem = new Map<string, string>();
  const report = (name: string, problem: string | null, details: object) => {
    if ((lastProblem.get(name) ?? null) === problem) return;
    if (problem) app.log.error(details, `readyz: ${name} ${problem}`);
    else app.log.warn(`readyz: ${name} ok again`);
    if (problem) lastProblem.set(name, problem);
    else lastProblem.delete(name);
  };

  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, Check> = {};
    const run = async (name: string, check: () => Promise<Check>) => {
      try {
        checks[name] = await within(2000, check());
        if (checks[name] === 'ok') report(name, null, {});
      } catch (err) {
        report(name, `unreachable: ${err instanceof Error ? err.message : String(err)}`, { check: name, err });
        checks[name] = 'unreachable';
      }
    };
    await Promise.all([
      run('database', async () => {
        await sql`select 1`.execute(app.db.kysely);
        return 'ok';
      }).then(() =>
        checks.database === 'ok'
          ? run('migrations', async () => {
              const pending = await pendingMigrations(app.db);
              if (pending.length) report('migrations', `pending: ${pending.join(', ')}`, { pending });
              return pending.length ? 'pending' : 'ok';
            })
          : undefined,
      ),
      app.redis
        ? run('redis', async () => {
            await app.redis!.ping();
            return 'ok';
          })
        : undefined,
    ]);
    if (checks.database !== 'ok') checks.migrations = 'unknown';
    const down = Object.entries(checks).filter(([, v]) => v !== 'ok');
    reply.header('Cache-Control', 'no-store');
    // Read replicas (issue 32): reported, never a reason to be unready (a skipped replica's reads go to the primary).
    const replicas = app.db.replicas ? { replicas: app.db.replicas.status() } : {};
    if (down.length === 0) return { status: 'ready', checks, ...replicas };
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({ status: 'unavailable', message: `Not ready: ${down.map(([k, v]) => `${k} ${v}`).join('; ')}`, checks, ...replicas });
  });
}
