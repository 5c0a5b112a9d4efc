import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { User } from '../db/types';
import { HttpError } from '../errors';
import type { ResourceDef } from './define';
import type { LeadScope } from './types';
import { nowIso } from '../lib/clock';
import { previewGrant } from './preview-grant';

/**
 * The one rule of what the public may see, used by the REST router, the site's data routes, the SEO
 * look-ups and the sitemap. The time is read per query, so a scheduled record appears when its time
 * comes, without a restart or a cache flush. `alias` names the table in a join ("p" for "projects as p").
 */
export function publicScope(def: Pick<ResourceDef, 'public' | 'name'>, alias?: string) {
  const col = (c: string) => (alias ? `${alias}.${c}` : c);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const visible = publicRule(eb);
    // A signed preview link (issue 31) shows its one record as it will look, while its page renders.
    const grant = previewGrant.getStore();
    return grant && grant.resource === def.name ? eb.or([visible, eb(col('id'), '=', grant.id)]) : visible;
  };
  function publicRule(eb: ExpressionBuilder<any, any>): Expression<SqlBool> {
    const scope = def.public;
    if (scope === 'all') return sql<SqlBool>`1 = 1`;
    if (scope === false) return sql<SqlBool>`1 = 0`;
    const flagged = eb(col(scope.flag), '=', 1);
    if (!scope.scheduled) return flagged;
    const now = nowIso();
    // Scheduled unpublish (issue 31): a record leaves at its unpublish_at.
    return eb.and([flagged, eb.or([eb(col('published_at'), 'is', null), eb(col('published_at'), '<=', now)]), eb.or([eb(col('unpublish_at'), 'is', null), eb(col('unpublish_at'), '>', now)])]);
  }
}

/**
 * Leads that belong to someone (issue 40 item 4, decision 033): the leads a staff member may see or touch. `all` for
 * owners and admins; otherwise the leads assigned to `assignees` (themselves, or their team for a team leader), and
 * the unassigned pool when the setting shows it. Read per request, so a reassignment or a team change applies at once.
 */
/** Which leads a role reaches: owners and admins all; a team leader their team's (and their own); others their own. */
export type LeadReach = 'all' | 'team' | 'own';
export function leadReach(user: { role: string; team_leader?: number | null; team?: string | null }): LeadReach {
  if (user.role === 'owner' || user.role === 'admin') return 'all';
  return user.team_leader && user.team ? 'team' : 'own';
}

export type { LeadScope };

export type ScopeUser = Pick<User, 'id' | 'role'> & { team?: string | null; team_leader?: number | null };

export async function leadScopeOf(db: Kysely<any>, user: ScopeUser): Promise<LeadScope> {
  const reach = leadReach(user);
  if (reach === 'all') return { all: true };
  const settings = await db.selectFrom('settings').select('lead_pool_visible').orderBy('id').limit(1).executeTakeFirst();
  const pool = settings ? Number(settings.lead_pool_visible) === 1 : true;
  if (reach === 'own') return { all: false, assignees: [user.id], pool };
  const team = (await db.selectFrom('users').select('id').where('team', '=', user.team!).execute()).map((r) => Number(r.id));
  return { all: false, assignees: [...new Set([user.id, ...team])], pool };
}

/** The condition on a lead table (`alias` for a join) that keeps only the leads in the scope. */
export function leadRows(scope: LeadScope, alias?: string) {
  const col = alias ? `${alias}.assignee_id` : 'assignee_id';
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (scope.all) return sql<SqlBool>`1 = 1`;
    const own = eb(col, 'in', scope.assignees);
    return scope.pool ? eb.or([own, eb(col, 'is', null)]) : own;
  };
}

/** The condition on a table whose rows belong to a lead (`column` names the enquiry): a row without a lead follows the pool. */
export function leadChildRows(scope: LeadScope, column = 'enquiry_id') {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (scope.all) return sql<SqlBool>`1 = 1`;
    const inScope = eb(column, 'in', eb.selectFrom('enquiries').select('enquiries.id').where(leadRows(scope, 'enquiries')));
    return scope.pool ? eb.or([inScope, eb(column, 'is', null)]) : inScope;
  };
}

/** Whether one lead (its assignee) is in the scope: the same rule as `leadRows`, for a lead already read. */
export function leadWithin(scope: LeadScope, lead: { assignee_id: number | null }): boolean {
  if (scope.all) return true;
  if (lead.assignee_id == null) return scope.pool;
  return scope.assignees.includes(Number(lead.assignee_id));
}

/**
 * The outbox rows (Lead deliveries) of the leads in the scope: an enquiry's or a mortgage enquiry's by its lead, a
 * saved search's alert by the search's lead. Deliveries that belong to no lead (a project's permit notice, a privacy
 * request's mail) are for the managers who see everything.
 */
export function deliveryRows(scope: LeadScope) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (scope.all) return sql<SqlBool>`1 = 1`;
    const leads = (table: string) => eb.selectFrom(table).select(`${table}.id`).where(leadRows(scope, table));
    return eb.or([
      eb.and([eb('lead_type', '=', 'enquiry'), eb('lead_id', 'in', leads('enquiries'))]),
      eb.and([eb('lead_type', '=', 'mortgage_enquiry'), eb('lead_id', 'in', leads('mortgage_enquiries'))]),
      eb.and([eb('lead_type', '=', 'saved_search'), eb('lead_id', 'in', eb.selectFrom('saved_searches').select('saved_searches.id').where(leadChildRows(scope, 'saved_searches.enquiry_id')))]),
    ]);
  };
}

/** The per-resource row scope of the generic router: the lead resources and the rows that belong to a lead. */
export const ROW_SCOPES: Record<string, (scope: LeadScope) => (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>> = {
  enquiries: (s) => leadRows(s),
  'mortgage-enquiries': (s) => leadRows(s),
  bookings: (s) => leadChildRows(s),
  'whatsapp-messages': (s) => leadChildRows(s),
  'saved-searches': (s) => leadChildRows(s),
  'lead-deliveries': (s) => deliveryRows(s),
};

/**
 * A lead the staff member may touch, or a 404 (the same answer as a lead that does not exist: sales do not learn which
 * ids belong to others). Every lead route outside the generic router calls this before reading or writing.
 */
export async function leadInScope(db: Kysely<any>, user: ScopeUser, leadId: number, table: 'enquiries' | 'mortgage_enquiries' = 'enquiries'): Promise<void> {
  const scope = await leadScopeOf(db, user);
  const row = await db.selectFrom(table).select('id').where('id', '=', leadId).where(leadRows(scope)).executeTakeFirst();
  if (!row) throw new HttpError(404, `Lead #${leadId} not found`);
}
