import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Inventory (issue 30, decision 018): a project's units from the developer's price
// list, one row per unit, unique by (project, building, unit number) so a later list updates instead of
// duplicating. A hold is columns of its unit (one hold per unit by construction): who holds it, for which lead,
// at which frozen price, until when. The hold length is a column of the settings row; the project chooses
// whether its page lists the units or only counts them.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('units')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('unit_number', 'text', (c) => c.notNull())
    // '' when the project has one building: a NULL would let two rows with the same number through the unique index.
    .addColumn('building', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('floor', 'integer')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('bedrooms', 'integer', (c) => c.notNull())
    .addColumn('size_sqft', 'integer')
    .addColumn('view', 'text')
    .addColumn('price_aed', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('held_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('held_by_name', 'text')
    .addColumn('hold_lead_id', 'integer', (c) => c.references('enquiries.id').onDelete('set null'))
    .addColumn('held_price_aed', 'integer')
    .addColumn('held_at', 'text')
    .addColumn('hold_expires_at', 'text')
    .addColumn('booking_fee_date', 'text')
    .addColumn('reserved_at', 'text')
    .addColumn('sold_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('units_project_unit_idx').on('units').columns(['project_id', 'building', 'unit_number']).unique().execute();
  await db.schema.createIndex('units_project_status_idx').on('units').columns(['project_id', 'status', 'price_aed']).execute();
  await db.schema.createIndex('units_hold_expiry_idx').on('units').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('units_hold_lead_idx').on('units').columns(['hold_lead_id']).execute();
  await db.schema.alterTable('settings').addColumn('unit_hold_hours', 'integer', (c) => c.notNull().defaultTo(48)).execute();
  await db.schema.alterTable('projects').addColumn('units_display', 'text', (c) => c.notNull().defaultTo('counts')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('units').execute();
  await db.schema.alterTable('settings').dropColumn('unit_hold_hours').execute();
  await db.schema.alterTable('projects').dropColumn('units_display').execute();
}
