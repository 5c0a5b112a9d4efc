import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResourceHooks } from '../resources/types';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { mayWorkLead } from './access';
import { leadScopeOf } from '../resources/scope';

const unprocessable = (field: string, message: string) => new HttpError(422, message, { [field]: message });

/**
 * The tasks resource's server rules (issue 40 item 3): the lead must exist and be one the member works; an assignee
 * must be an active member (none: the lead's salesperson's); `created_by` is the signed-in
 * member; the reminder is sent again when the due time moves, and never for a done task.
 */
export function taskHooks(db: Kysely<Database>): ResourceHooks {
  return {
    async beforeWrite({ request, op, data, existing }) {
      const staff = (request as FastifyRequest).staff!;
      if (op === 'delete') return;
      const leadId = Number(data!.lead_id);
      const lead = await db.selectFrom('enquiries').select(['id', 'assignee_id']).where('id', '=', leadId).executeTakeFirst();
      if (!lead) throw unprocessable('lead_id', `There is no lead #${leadId}`);
      // Moving a task to another lead needs that lead to be the member's too.
      if ((op === 'create' || Number(existing?.lead_id) !== leadId) && !mayWorkLead(await leadScopeOf(db as Kysely<any>, staff), lead)) throw unprocessable('lead_id', `Lead #${leadId} is assigned to someone else`);
      // Without an assignee the task is the lead's salesperson's (My day, reminders); one named must be an active member.
      const assignee = data!.assignee_id == null ? null : Number(data!.assignee_id);
      if (assignee != null && !(await db.selectFrom('users').select('id').where('id', '=', assignee).where('active', '=', 1).executeTakeFirst()))
        throw unprocessable('assignee_id', 'The assignee must be an active staff member');
      const dueMoved = !existing || existing.due_at !== data!.due_at;
      return {
        created_by: op === 'create' ? staff.id : (existing!.created_by ?? null),
        // A new due time is reminded of again; otherwise the stored reminder stands (clients never set it).
        reminded_at: dueMoved ? null : (existing!.reminded_at ?? null),
      };
    },
  };
}
