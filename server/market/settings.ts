import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** The minimum sample when no settings row says otherwise (issue 25: "default 10 deals"). */
export const DEFAULT_MIN_DEALS = 10;

/** Fewest registered deals (or rent contracts) behind a figure that is shown: the staff setting. */
export async function marketMinDeals(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('settings').select('market_min_deals').orderBy('id').limit(1).executeTakeFirst();
  const n = Number(row?.market_min_deals);
  return Number.isInteger(n) && n >= 1 ? n : DEFAULT_MIN_DEALS;
}
