import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ResourceDef } from './define';
import { nowIso } from '../lib/clock';
import { previewGrant } from '../preview/grant';

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
