import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import { enqueue } from '../outbox/queue';
import { leadLink, type Mail } from '../outbox/messages';
import { escapeHtml, oneLine } from '../../src/text';

const PAGE = 100;

interface DueTask {
  id: number;
  lead_id: number;
  title: string;
  due_at: string;
  note: string | null;
  assignee_id: number | null;
}

/**
 * Reminders of tasks that fell due (issue 40 item 3): each open task whose due time has come is claimed by a
 * conditional update of `reminded_at` (still null -> now) in the transaction that queues its e-mail, so however many
 * instances run this at once a task is reminded once (and once more only when its due time is moved). The claim is
 * also the back-office notice: the assignee's open screens ask for tasks reminded since they last looked.
 */
export async function queueDueTaskReminders(db: Kysely<Database>, config: Config, now = Date.now()): Promise<number> {
  const nowText = new Date(now).toISOString();
  let queued = 0;
  for (let after = 0; ; ) {
    const due = (await db
      .selectFrom('tasks')
      .select(['id', 'lead_id', 'title', 'due_at', 'note', 'assignee_id'])
      .where('reminded_at', 'is', null)
      .where('done_at', 'is', null)
      .where('due_at', '<=', nowText)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()) as DueTask[];
    for (const task of due) {
      queued += await db.transaction().execute(async (trx) => {
        const claimed = await trx.updateTable('tasks').set({ reminded_at: nowText }).where('id', '=', task.id).where('reminded_at', 'is', null).where('done_at', 'is', null).where('due_at', '=', task.due_at).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return 0;
        const lead = await trx.selectFrom('enquiries').select(['name', 'assignee_id']).where('id', '=', task.lead_id).executeTakeFirst();
        // The task's assignee, or for an unassigned task the lead's salesperson.
        const who = task.assignee_id ?? lead?.assignee_id ?? null;
        const to = who ? await trx.selectFrom('users').select('email').where('id', '=', who).where('active', '=', 1).executeTakeFirst() : null;
        if (!to) return 1; // nobody to mail: the back-office notice is all there is
        const mail = taskReminderMail([to.email.toLowerCase()], task, lead?.name ?? null, config.publicUrl);
        // One e-mail per task and due time: the idempotency key refuses a second (decision 034).
        await enqueue(trx, { type: 'enquiry', id: task.lead_id }, [{ channel: 'email', purpose: `task-${task.id}-due-${task.due_at}`, payload: mail }], { once: true });
        return 1;
      });
    }
    if (due.length < PAGE) return queued;
    after = due[due.length - 1].id;
  }
}

/** The reminder to the assignee: the task, its lead, when it was due, and the link to the lead. */
export function taskReminderMail(to: string[], task: DueTask, leadName: string | null, publicUrl: string): Mail {
  const link = leadLink(publicUrl, { type: 'enquiry', id: task.lead_id });
  const who = leadName ? `${oneLine(leadName, 80)} (lead #${task.lead_id})` : `lead #${task.lead_id}`;
  const lines = [`Task due: ${task.title}`, `Lead: ${who}`, `Due: ${task.due_at.replace('T', ' ').slice(0, 16)} UTC`, ...(task.note ? ['', task.note.slice(0, 2000)] : []), '', `Open the lead: ${link}`];
  return {
    to,
    subject: oneLine(`Task due: ${task.title} (${leadName ?? `lead #${task.lead_id}`})`, 150),
    text: lines.join('\n'),
    html: lines.map((l) => (l ? `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>` : '')).join(''),
  };
}
