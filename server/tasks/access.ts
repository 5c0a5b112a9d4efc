import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { leadRows, leadWithin, type LeadScope } from '../resources/scope';

/** Whether the member reaches every lead, hence every task (owners and admins: the lead scope's `all`). */
export const seesAllTasks = (leads: LeadScope) => leads.all;

/**
 * Which tasks a staff member sees and changes (issue 40 items 3 and 4): the lead scope's rule, nothing of its own
 * (server/resources/scope.ts, decision 033): the tasks on the leads they reach (their own, their team's for a team
 * leader, the unassigned pool when the setting shows it, all for managers) and the tasks assigned to someone they
 * reach. Used by the REST router (the tasks resource's row scope), so the rule has one home.
 */
export function taskScope(leads: LeadScope, eb: ExpressionBuilder<any, any>, table = 'tasks'): Expression<SqlBool> {
  if (leads.all) return eb.lit(true) as unknown as Expression<SqlBool>;
  return eb.or([eb(`${table}.assignee_id`, 'in', leads.assignees), eb(`${table}.lead_id`, 'in', eb.selectFrom('enquiries').select('enquiries.id').where(leadRows(leads, 'enquiries')))]);
}

/** Whether the member may put a task (or start a plan) on this lead: the lead is in their scope. */
export function mayWorkLead(leads: LeadScope, lead: { assignee_id: number | null }): boolean {
  return leadWithin(leads, lead);
}

/** The tasks that are the member's to do: assigned to them, or unassigned on a lead assigned to them ("My day", notices). */
export function ownTasks(userId: number, eb: ExpressionBuilder<any, any>): Expression<SqlBool> {
  return eb.or([
    eb('tasks.assignee_id', '=', userId),
    eb.and([eb('tasks.assignee_id', 'is', null), eb('tasks.lead_id', 'in', eb.selectFrom('enquiries').select('enquiries.id').where('enquiries.assignee_id', '=', userId))]),
  ]);
}
