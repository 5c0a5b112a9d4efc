import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Hot leads first (issue 28): each lead's score stored on it (so the lists sort and
// filter by it cheaply), the decayed activity part and when it was computed (so new activity adds to it without
// rereading the visitor's history), the scoring rules staff edit in Lead Settings, and one row per lead and day a
// `lead.hot` notice was sent (its unique key lets the database decide between two instances).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.alterTable(table).addColumn('score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('score_activity', pg ? 'double precision' : 'real', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable(table).addColumn('score_at', 'text').execute();
    await db.schema.createIndex(`${table}_score_idx`).on(table).columns(['score', 'id']).execute();
    await db.schema.createIndex(`${table}_hot_idx`).on(table).columns(['hot', 'score']).execute();
  }
  // The defaults as they were when this shipped (src/schemas/lead-score.ts DEFAULT_SCORE_RULES).
  const defaults = {
    weights: { project_view: 5, return_visit: 10, brochure: 15, calculator: 10, shortlist: 8, compare: 5, alert: 10 },
    budget_bands: [{ min_aed: 1_000_000, points: 5 }, { min_aed: 3_000_000, points: 15 }, { min_aed: 10_000_000, points: 25 }],
    timeline_points: [25, 15, 10, 5, 0],
    half_life_days: 7,
    hot_threshold: 60,
  };
  await db.schema.alterTable('settings').addColumn('lead_score_rules', 'text', (c) => c.notNull().defaultTo(JSON.stringify(defaults))).execute();
  const table = db.schema.createTable('lead_hot_notices');
  await (pg ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('lead_type', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_hot_notices_day_idx').on('lead_hot_notices').columns(['lead_type', 'lead_id', 'day']).unique().execute();

  // Routing, second version, and escalation (issue 28): each person's languages, hours, time zone, leave and pause
  // (JSON, null = always available); the rules (JSON, first match wins), the fallback owner, what escalation does;
  // on each lead the routing decision as a sentence and when it was escalated.
  await db.schema.alterTable('users').addColumn('availability', 'text').execute();
  await db.schema.alterTable('settings').addColumn('lead_routing_rules', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('settings').addColumn('lead_fallback_owner_id', 'integer').execute();
  await db.schema.alterTable('settings').addColumn('lead_escalation', 'text', (c) => c.notNull().defaultTo('report')).execute();
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.alterTable(table).addColumn('routing_note', 'text').execute();
    await db.schema.alterTable(table).addColumn('escalated_at', 'text').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_hot_notices').execute();
  await db.schema.alterTable('users').dropColumn('availability').execute();
  for (const c of ['lead_routing_rules', 'lead_fallback_owner_id', 'lead_escalation']) await db.schema.alterTable('settings').dropColumn(c).execute();
  await db.schema.alterTable('settings').dropColumn('lead_score_rules').execute();
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.dropIndex(`${table}_score_idx`).execute();
    await db.schema.dropIndex(`${table}_hot_idx`).execute();
    for (const c of ['score', 'hot', 'score_activity', 'score_at', 'routing_note', 'escalated_at']) await db.schema.alterTable(table).dropColumn(c).execute();
  }
}
