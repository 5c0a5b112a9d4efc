import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/** Roles that see every lead's tasks (the managers); everyone else sees the tasks of their own work. */
const SEES_ALL = new Set(['owner', 'admin']);

export const seesAllTasks = (user: { role: string }) => SEES_ALL.has(user.role);

/**
 * Which tasks a staff member sees and changes (issue 40): managers all; a salesperson the tasks assigned to them,
 * the ones they created and every task on a lead assigned to them or in the unassigned pool. Used by the REST router (the tasks resource's
 * row scope), "My day" and the reminder notices, so the rule has one home.
 */
export function taskScope(user: { id: number; role: string }, eb: ExpressionBuilder<any, any>, table = 'tasks'): Expression<SqlBool> {
  if (seesAllTasks(user)) return eb.lit(true) as unknown as Expression<SqlBool>;
  return eb.or([
    eb(`${table}.assignee_id`, '=', user.id),
    eb(`${table}.created_by`, '=', user.id),
    eb(`${table}.lead_id`, 'in', eb.selectFrom('enquiries').select('enquiries.id').where((l) => l.or([l('enquiries.assignee_id', '=', user.id), l('enquiries.assignee_id', 'is', null)]))),
  ]);
}

/** Whether the member may put a task (or start a plan) on this lead: managers any, others a lead assigned to them or nobody. */
export function mayWorkLead(user: { id: number; role: string }, lead: { assignee_id: number | null }): boolean {
  return seesAllTasks(user) || lead.assignee_id == null || lead.assignee_id === user.id;
}

/** The tasks that are the member's to do: assigned to them, or unassigned on a lead assigned to them ("My day", notices). */
export function ownTasks(userId: number, eb: ExpressionBuilder<any, any>): Expression<SqlBool> {
  return eb.or([
    eb('tasks.assignee_id', '=', userId),
    eb.and([eb('tasks.assignee_id', 'is', null), eb('tasks.lead_id', 'in', eb.selectFrom('enquiries').select('enquiries.id').where('enquiries.assignee_id', '=', userId))]),
  ]);
}
