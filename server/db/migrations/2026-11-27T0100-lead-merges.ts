import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time once shipped. Hot leads first (issue 28 item 4, decision 024): duplicates merged. A merged lead stays
// as a pointer (merged_into_id, merged_at); each merge is a row (who, when, which lead into which, the lead columns it
// changed with their values before and after, when and by whom it was undone) and every row it moved is recorded
// (table + row id) so an undo puts back exactly those rows. A browser of the merged lead points at the kept lead's
// browser (visitors.merged_into_id), so its later activity joins the kept lead. Leads are found by e-mail whatever its case.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  await withId('lead_merges')
    .addColumn('lead_type', 'text', (c) => c.notNull()) // enquiry | mortgage_enquiry
    .addColumn('merged_id', 'integer', (c) => c.notNull())
    .addColumn('kept_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull()) // JSON [{ lead: 'kept' | 'merged', column, before, after }]
    .addColumn('counts', 'text', (c) => c.notNull()) // JSON { table: rows moved }
    .addColumn('merged_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('undone_by', 'integer')
    .execute();
  await db.schema.createIndex('lead_merges_merged_idx').on('lead_merges').columns(['lead_type', 'merged_id']).execute();
  await db.schema.createIndex('lead_merges_kept_idx').on('lead_merges').columns(['lead_type', 'kept_id']).execute();

  await withId('lead_merge_rows')
    .addColumn('merge_id', 'integer', (c) => c.notNull().references('lead_merges.id').onDelete('cascade'))
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_merge_rows_merge_idx').on('lead_merge_rows').columns(['merge_id', 'table_name']).execute();

  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.alterTable(table).addColumn('merged_into_id', 'integer').execute();
    await db.schema.alterTable(table).addColumn('merged_at', 'text').execute();
    await db.schema.createIndex(`${table}_merged_idx`).on(table).column('merged_into_id').execute();
    await db.schema.createIndex(`${table}_email_lower_idx`).on(table).expression(sql`lower(email)`).execute();
  }
  await db.schema.alterTable('visitors').addColumn('merged_into_id', 'integer').execute();
  await db.schema.createIndex('visitors_merged_idx').on('visitors').column('merged_into_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_merge_rows').execute();
  await db.schema.dropTable('lead_merges').execute();
  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.dropIndex(`${table}_email_lower_idx`).execute();
    await db.schema.dropIndex(`${table}_merged_idx`).execute();
    await db.schema.alterTable(table).dropColumn('merged_at').execute();
    await db.schema.alterTable(table).dropColumn('merged_into_id').execute();
  }
  await db.schema.dropIndex('visitors_merged_idx').execute();
  await db.schema.alterTable('visitors').dropColumn('merged_into_id').execute();
}
