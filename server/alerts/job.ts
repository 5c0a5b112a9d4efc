import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { claimDailyRun } from '../privacy/retention';
import { processDueEvents, sendDigests } from './match';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved-search alerts (issue 27): `wake()` after a project write matches its events now, not at the next poll. */
    alerts: { wake(): void; runOnce(now?: Date): Promise<{ events: number; queued: number }>; digestIfDue(now?: Date): Promise<number | null> };
  }
}

const POLL_MS = 60_000;
const DIGEST_CHECK_MS = 3600_000;

/**
 * Matches alert events (server/alerts/events.ts) to saved searches and queues the e-mails in the outbox, inside
 * the server: on wake, every minute (a scheduled publication's time coming), and the weekly digests from a daily
 * run one instance takes (the job lease of issue 24). The outbox worker sends them.
 */
async function alertsJob(app: FastifyInstance) {
  let running: Promise<{ events: number; queued: number }> | null = null;
  let again = false;
  let stopped = false;
  const runOnce = (now?: Date) => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total = { events: 0, queued: 0 };
      do {
        again = false;
        for (let r = await processDueEvents(app.db, app.config, now); !stopped; r = await processDueEvents(app.db, app.config, now)) {
          total.events += r.events;
          total.queued += r.queued;
          if (!r.events) break;
        }
      } while (again && !stopped);
      if (total.queued) app.outbox.wake();
      return total;
    })()
      .catch((err) => {
        app.log.error({ err }, 'saved-search alerts could not be matched');
        return { events: 0, queued: 0 };
      })
      .finally(() => (running = null));
    return running;
  };
  const digestIfDue = async (now = new Date()) => {
    const db = app.db.kysely as unknown as Kysely<any>;
    if (!(await claimDailyRun(db, now, 30 * 60_000, 'alert-digest'))) return null;
    const sent = await sendDigests(app.db, app.config, now);
    await db.updateTable('job_runs').set({ last_run_at: now.toISOString(), locked_until: null, last_result: JSON.stringify({ digests: sent }) }).where('name', '=', 'alert-digest').execute();
    if (sent) app.outbox.wake();
    return sent;
  };
  app.decorate('alerts', { wake: () => void (stopped || setImmediate(() => void runOnce())), runOnce, digestIfDue });

  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setInterval(() => void runOnce(), POLL_MS), setInterval(() => void digestIfDue().catch((err) => app.log.error({ err }, 'alert digests failed')), DIGEST_CHECK_MS));
    for (const t of timers) t.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    for (const t of timers) clearInterval(t);
    await running;
  });
}

export default fp(alertsJob, { name: 'saved-search-alerts', dependencies: ['db', 'outbox-worker'] });
