import { sql, type Kysely } from 'kysely';

// Frozen in time once shipped. Project search on /project (issue 6): each sort of the public list walks an
// index in order and stops after one page, and the price range / handover year filters seek instead of
// scanning every published project. "x is null" keys put projects without a price or a handover date last
// on both databases (SQLite sorts NULL first, PostgreSQL last). EXPLAIN QUERY PLAN in docs/decisions/007.
const INDEXES: [string, string][] = [
  ['projects_search_newest_idx', 'published, published_at'],
  ['projects_search_price_idx', 'published, (starting_price_aed is null), starting_price_aed'],
  ['projects_search_handover_idx', 'published, (handover_year is null), handover_year, handover_quarter'],
  ['projects_search_beds_idx', 'published, bedrooms_max, bedrooms_min'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) await sql.raw(`create index ${name} on projects (${columns})`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
