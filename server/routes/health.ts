import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/connect';

type Check = 'ok' | string;

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

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 200);

/**
 * GET /healthz: the process is up and its event loop turns (liveness; never touches the database).
 * GET /readyz: this instance can serve: database reachable, migrations current, Redis reachable when
 * REDIS_URL is set. 503 names what is down, so a load balancer takes the instance out and a person sees why.
 */
export default async function healthRoutes(app: FastifyInstance) {
  // Liveness must answer when the process is busy too: a 503 would get a busy process restarted.
  app.get('/healthz', { config: { pressureHandler: () => null } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, Check> = {};
    const run = async (name: string, check: () => Promise<string | null>) => {
      try {
        checks[name] = (await within(2000, check())) ?? 'ok';
      } catch (err) {
        checks[name] = `unreachable: ${failure(err)}`;
      }
    };
    await Promise.all([
      run('database', async () => {
        await sql`select 1`.execute(app.db.kysely);
        return null;
      }).then(() =>
        checks.database === 'ok'
          ? run('migrations', async () => {
              const pending = await pendingMigrations(app.db);
              return pending.length ? `pending: ${pending.join(', ')}` : null;
            })
          : undefined,
      ),
      app.redis
        ? run('redis', async () => {
            await app.redis!.ping();
            return null;
          })
        : undefined,
    ]);
    if (checks.database !== 'ok') checks.migrations = 'unknown: the database is unreachable';
    const down = Object.entries(checks).filter(([, v]) => v !== 'ok');
    reply.header('Cache-Control', 'no-store');
    if (down.length === 0) return { status: 'ready', checks };
    return reply
      .status(503)
      .header('Retry-After', '5')
      .send({ status: 'unavailable', message: `Not ready: ${down.map(([k, v]) => `${k} ${v}`).join('; ')}`, checks });
  });
}
