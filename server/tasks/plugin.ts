import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { RESOURCE_BY_NAME } from '../resources/registry';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { normalisedTimestamp } from '../../src/schemas/fields';
import { permissionFor } from '../../src/permissions';
import { ownTasks, taskScope } from './access';
import { leadScopeOf } from '../resources/scope';
import { taskHooks } from './hooks';
import { myDay } from './myDay';
import { queueDueTaskReminders } from './reminders';

/** How often each instance looks for tasks that fell due (the conditional claim keeps each reminder to once). */
export const TASK_REMINDER_POLL_MS = 60_000;
const NOTICE_LIMIT = 20;

/**
 * Tasks (issue 40 item 3): the tasks resource's rules subscribed at app start (the generic router serves it; the
 * resource imports no feature), "My day", the back-office's reminder notices and the reminder job.
 */
export default async function tasksPlugin(app: FastifyInstance) {
  const db = app.db.kysely as Kysely<Database>;
  const def = RESOURCE_BY_NAME.get('tasks');
  if (!def) throw new Error('The tasks resource is not defined (src/resources/tasks.ts)');
  def.hooks = taskHooks(db);
  def.rowScope = (_request, eb, leads) => taskScope(leads, eb);

  // "My day" on the dashboard: the signed-in member's tasks due, hot leads and today's bookings.
  app.get('/api/my-day', async (request) => {
    const user = app.requirePermission(request, permissionFor('tasks', 'read')!);
    return { data: await myDay(db, user, await leadScopeOf(db as Kysely<any>, user)) };
  });

  // The back-office's notice of reminders: the member's open tasks reminded after `since` (their screens poll this).
  app.get<{ Querystring: { since?: string } }>('/api/tasks/reminders', async (request) => {
    const user = app.requirePermission(request, permissionFor('tasks', 'read')!);
    const since = request.query.since ? normalisedTimestamp(String(request.query.since)) : null;
    if (request.query.since && !since) throw new HttpError(400, 'since must be a time such as 2026-12-01T09:00:00Z', { since: 'since must be a time such as 2026-12-01T09:00:00Z' });
    const rows = await db
      .selectFrom('tasks')
      .select(['id', 'title', 'due_at', 'lead_id', 'reminded_at'])
      .where((eb) => ownTasks(user.id, eb))
      .where('done_at', 'is', null)
      .where('reminded_at', 'is not', null)
      .$if(!!since, (q) => q.where('reminded_at', '>', since!))
      .orderBy('reminded_at', 'desc')
      .limit(NOTICE_LIMIT)
      .execute();
    return { data: rows, now: new Date().toISOString() };
  });

  let timer: NodeJS.Timeout | null = null;
  const tick = () =>
    void queueDueTaskReminders(db, app.config).then(
      (n) => n > 0 && app.outbox.wake(),
      (err) => app.log.error({ err }, 'task reminders could not be queued'),
    );
  app.addHook('onReady', async () => {
    if (app.config.outboxPollMs <= 0) return; // tests and one-off tools drive it by hand
    timer = setInterval(tick, TASK_REMINDER_POLL_MS);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
