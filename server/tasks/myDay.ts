import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { TEAM_TIME_ZONE, addDays, wallClock, zonedInstant } from '../../src/conversations/zone';
import { ownTasks } from './access';
import { leadChildRows, leadRows, type LeadScope } from '../resources/scope';

/** How many rows each part of "My day" shows at most (a phone screen's worth; the lists link to the rest). */
export const MY_DAY_LIMIT = 20;

export interface MyDay {
  /** The team's day (Dubai), YYYY-MM-DD, and its end as an instant. */
  day: string;
  tasks: { id: number; title: string; due_at: string; lead_id: number; lead_name: string | null; overdue: boolean }[];
  hot: { id: number; name: string; score: number; status: string; created_at: string }[];
  bookings: { id: number; enquiry_id: number | null; kind: string; starts_at: string; name: string; status: string }[];
}

/** Today's start and end in the team's zone (Dubai), as UTC instants. */
export function teamDay(now: number): { day: string; start: string; end: string } {
  const day = wallClock(now, TEAM_TIME_ZONE).date;
  return { day, start: new Date(zonedInstant(day, '00:00', TEAM_TIME_ZONE)).toISOString(), end: new Date(zonedInstant(addDays(day, 1), '00:00', TEAM_TIME_ZONE)).toISOString() };
}

/**
 * A salesperson's day (issue 40 item 3): their open tasks due by the end of today (overdue first), their hot leads
 * still open, and today's bookings, both within their lead scope (a team leader's team, the pool); managers see every
 * hot lead and booking, and their own tasks.
 * Each part is one indexed, bounded query, however many rows there are.
 */
export async function myDay(db: Kysely<Database>, user: { id: number; role: string }, leads: LeadScope, now = Date.now()): Promise<MyDay> {
  const { day, start, end } = teamDay(now);
  const nowText = new Date(now).toISOString();
  const tasks = await db
    .selectFrom('tasks')
    .leftJoin('enquiries', 'enquiries.id', 'tasks.lead_id')
    .select(['tasks.id', 'tasks.title', 'tasks.due_at', 'tasks.lead_id', 'enquiries.name as lead_name'])
    .where((eb) => ownTasks(user.id, eb))
    .where('tasks.done_at', 'is', null)
    .where('tasks.due_at', '<', end)
    .orderBy('tasks.due_at')
    .orderBy('tasks.id')
    .limit(MY_DAY_LIMIT)
    .execute();
  const hot = await db
    .selectFrom('enquiries')
    .select(['id', 'name', 'score', 'status', 'created_at'])
    .where('hot', '=', 1)
    .where('merged_into_id', 'is', null)
    .where('status', 'not in', ['won', 'lost'])
    .where(leadRows(leads))
    .orderBy('score', 'desc')
    .orderBy('id', 'desc')
    .limit(MY_DAY_LIMIT)
    .execute();
  const bookings = await db
    .selectFrom('bookings')
    .select(['bookings.id', 'bookings.enquiry_id', 'bookings.kind', 'bookings.starts_at', 'bookings.name', 'bookings.status'])
    .where('bookings.starts_at', '>=', start)
    .where('bookings.starts_at', '<', end)
    .where('bookings.status', 'in', ['booked', 'confirmed'])
    .where(leadChildRows(leads, 'bookings.enquiry_id'))
    .orderBy('bookings.starts_at')
    .limit(MY_DAY_LIMIT)
    .execute();
  return {
    day,
    tasks: tasks.map((t) => ({ ...t, overdue: t.due_at < nowText })),
    hot: hot.map((h) => ({ ...h, score: Number(h.score) })),
    bookings,
  };
}
