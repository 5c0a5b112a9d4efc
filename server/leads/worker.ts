import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../lib/clock';
import { deliverDue, senders } from '../outbox/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lead-delivery worker: `wake()` after a lead is stored delivers its outbox rows now, not at the next poll. */
    outbox: { wake(): void; runOnce(): Promise<number> };
  }
}

/**
 * Delivers the outbox (server/outbox/outbox.ts) from inside the server process: every OUTBOX_POLL_MS and
 * whenever a lead arrives. Rows survive a crash (they are in the database, written with the lead) and are
 * picked up again when their lease runs out; several instances share the work on PostgreSQL.
 */
async function outboxWorker(app: FastifyInstance) {
  const { config } = app;
  const send = senders(config, app.db);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        // Keep going while full batches come back: a backlog drains without waiting for the next poll.
        for (let n = await deliverDue(app.db, config, send, app.log); n > 0 && !stopped; n = await deliverDue(app.db, config, send, app.log)) total += n;
      } while (again && !stopped);
      return total;
    })()
      .catch((err) => {
        app.log.error({ err }, 'the outbox worker could not read its queue');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  app.decorate('outbox', { wake: () => void (stopped || setImmediate(() => void runOnce())), runOnce });

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (!config.smtpUrl) app.log.warn('E-mail is off: SMTP_URL is not set, so outgoing e-mails are kept in the back-office mailbox (Outgoing mail) until a server is set and staff send them');
    if (!config.webhookUrl) app.log.info('The CRM webhook is off: WEBHOOK_URL is not set');
    else if (!config.webhookSecret) app.log.warn('WEBHOOK_URL is set without WEBHOOK_SECRET: webhook calls are not signed');
    // LEAD_NOTIFY_TO fills the setting on a database where it is empty, so a deployment notifies from its first start.
    if (config.leadNotifyTo)
      await app.db.kysely
        .updateTable('settings')
        .set({ lead_notify_to: config.leadNotifyTo, updated_at: nowIso() })
        .where((eb) => eb.or([eb('lead_notify_to', 'is', null), eb('lead_notify_to', '=', '')]))
        .execute();
    // E-mails are written with or without a mail server (without one, the worker keeps them for the mailbox).
    if (config.outboxPollMs > 0) {
      timer = setInterval(() => void runOnce(), config.outboxPollMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    // A delivery in flight finishes (or is retried by whoever runs next, once its lease ends).
    await running;
  });
}

export default fp(outboxWorker, { name: 'outbox-worker', dependencies: ['db'] });
