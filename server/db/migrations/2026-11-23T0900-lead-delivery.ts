import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Leads reach people (issue 12): the outbox of deliveries a new lead triggers
// (written in the lead's transaction, delivered by the worker with retries), who is told of new leads,
// the first-response time and the duplicate link of mortgage enquiries, the round-robin pointer.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  let outbox = db.schema.createTable('outbox');
  outbox = pg ? outbox.addColumn('id', 'serial', (c) => c.primaryKey()) : outbox.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await outbox
    .addColumn('channel', 'text', (c) => c.notNull()) // email | webhook
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('lead_type', 'text', (c) => c.notNull()) // enquiry | mortgage_enquiry
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')) // pending | sending | sent | failed
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_lead_idx').on('outbox').columns(['lead_type', 'lead_id']).execute();

  for (const table of ['enquiries', 'mortgage_enquiries']) {
    await db.schema.alterTable(table).addColumn('first_response_at', 'text').execute();
  }
  await db.schema.alterTable('mortgage_enquiries').addColumn('duplicate_of_id', 'integer').execute();
  await db.schema.createIndex('mortgage_enquiries_email_idx').on('mortgage_enquiries').column('email').execute();
  await db.schema.createIndex('mortgage_enquiries_phone_idx').on('mortgage_enquiries').column('phone').execute();

  await db.schema.alterTable('settings').addColumn('lead_notify_to', 'text').execute();
  await db.schema.alterTable('settings').addColumn('lead_acknowledge', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('settings').addColumn('lead_sla_minutes', 'integer', (c) => c.notNull().defaultTo(15)).execute();
  await db.schema.alterTable('settings').addColumn('last_assignee_id', 'integer').execute();
  // Routing rules: [{ project_id | area_id, assignee_id }], checked before the round-robin.
  await db.schema.alterTable('settings').addColumn('lead_routing', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  // The response target in working time (Dubai): off by default (around the clock); Monday to Saturday, 09:00-19:00.
  await db.schema.alterTable('settings').addColumn('lead_sla_working_hours', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('settings').addColumn('lead_work_days', 'text', (c) => c.notNull().defaultTo('[1,2,3,4,5,6]')).execute();
  await db.schema.alterTable('settings').addColumn('lead_work_start', 'text', (c) => c.notNull().defaultTo('09:00')).execute();
  await db.schema.alterTable('settings').addColumn('lead_work_end', 'text', (c) => c.notNull().defaultTo('19:00')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  for (const table of ['enquiries', 'mortgage_enquiries']) await db.schema.alterTable(table).dropColumn('first_response_at').execute();
  await db.schema.dropIndex('mortgage_enquiries_email_idx').execute();
  await db.schema.dropIndex('mortgage_enquiries_phone_idx').execute();
  await db.schema.alterTable('mortgage_enquiries').dropColumn('duplicate_of_id').execute();
  for (const c of ['lead_notify_to', 'lead_acknowledge', 'lead_sla_minutes', 'last_assignee_id', 'lead_routing', 'lead_sla_working_hours', 'lead_work_days', 'lead_work_start', 'lead_work_end']) await db.schema.alterTable('settings').dropColumn(c).execute();
}
