import type { Kysely } from 'kysely';

// Frozen in time once shipped. The site lists published projects featured first, newest first
// (home page, /project, area and developer pages): with this index SQLite walks it backwards and
// stops after one page instead of sorting every published row. Measured at 5,000 projects:
// 67 ms -> 0.11 ms per query (docs/BENCHMARKS.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('projects_public_order_idx').on('projects').columns(['published', 'featured', 'published_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('projects_public_order_idx').execute();
}
