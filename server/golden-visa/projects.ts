import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../db/connect';
import { DEFAULT_GOLDEN_VISA_RULES } from '../../src/golden-visa';

/**
 * "Qualifies for the Golden Visa" in the project search (issue 39 item 5), as SQL on the list query (`p` projects,
 * `d` developers): a unit whose price alone reaches the rules' threshold (an available unit of its price list, or a
 * typed unit type when the project has no price list), and the project ready, or off-plan from an approved
 * developer when the rules ask for one. The rules are read from the settings row (staff edit them; the settings
 * schema keeps them valid JSON), the defaults when there is none.
 */
export function qualifiesForGoldenVisa(dialect: Dialect): Expression<SqlBool> {
  const pg = dialect === 'postgres';
  const rule = (key: 'thresholdAed' | 'offPlanApprovedDevelopersOnly') =>
    pg ? sql`(select (gv.golden_visa_rules::jsonb->>${sql.lit(key)}) from settings gv order by gv.id limit 1)` : sql`(select json_extract(gv.golden_visa_rules, ${sql.lit(`$.${key}`)}) from settings gv where json_valid(gv.golden_visa_rules) order by gv.id limit 1)`;
  const threshold = pg ? sql`coalesce(${rule('thresholdAed')}::numeric, ${DEFAULT_GOLDEN_VISA_RULES.thresholdAed})` : sql`coalesce(${rule('thresholdAed')}, ${DEFAULT_GOLDEN_VISA_RULES.thresholdAed})`;
  const approvedOnly = pg ? sql`coalesce(${rule('offPlanApprovedDevelopersOnly')}::boolean, true)` : sql`coalesce(${rule('offPlanApprovedDevelopersOnly')}, 1) = 1`;
  const typedUnit = pg
    ? sql`exists (select 1 from jsonb_array_elements(coalesce(p.unit_types, '[]')::jsonb) ut where (ut->>'price_from_aed')::numeric >= ${threshold})`
    : sql`exists (select 1 from json_each(case when json_valid(p.unit_types) then p.unit_types else '[]' end) ut where json_extract(ut.value, '$.price_from_aed') >= ${threshold})`;
  const listedUnit = sql`exists (select 1 from units gu where gu.project_id = p.id and gu.price_aed >= ${threshold} and (gu.status = 'available' or (gu.status = 'held' and gu.hold_expires_at <= ${new Date().toISOString()})))`;
  const hasUnits = sql`exists (select 1 from units gn where gn.project_id = p.id)`;
  return sql<SqlBool>`((p.status = 'ready' or not (${approvedOnly}) or d.golden_visa_approved = 1) and (${listedUnit} or (not ${hasUnits} and ${typedUnit})))`;
}
