import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped. Issue 40 item 3: the indexes "My day" and the reminder job read tasks by, and the run
// of a follow-up plan per lead with what each step did (decision 034).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: any) => (pg ? t.addColumn('id', 'serial', (c: any) => c.primaryKey()) : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement()));
  await db.schema.createIndex('tasks_assignee_open').on('tasks').columns(['assignee_id', 'done_at', 'due_at']).execute();
  await db.schema.createIndex('tasks_lead').on('tasks').columns(['lead_id', 'due_at']).execute();
  await db.schema.createIndex('tasks_reminder_due').on('tasks').columns(['reminded_at', 'due_at']).execute();
  await id(db.schema.createTable('follow_up_runs'))
    .addColumn('plan_id', 'integer', (c: any) => c.notNull().references('follow_up_plans.id').onDelete('cascade'))
    .addColumn('lead_id', 'integer', (c: any) => c.notNull())
    .addColumn('status', 'text', (c: any) => c.notNull().defaultTo('running'))
    .addColumn('step_index', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'text')
    .addColumn('stop_reason', 'text')
    .addColumn('started_by', 'integer')
    .addColumn('created_at', 'text', (c: any) => c.notNull())
    .addColumn('updated_at', 'text', (c: any) => c.notNull())
    .execute();
  // One run of a plan per lead: a rule that fires twice (two instances) starts it once.
  await db.schema.createIndex('follow_up_runs_plan_lead').on('follow_up_runs').columns(['plan_id', 'lead_id']).unique().execute();
  await db.schema.createIndex('follow_up_runs_due').on('follow_up_runs').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('follow_up_runs_lead').on('follow_up_runs').columns(['lead_id', 'status']).execute();
  await id(db.schema.createTable('follow_up_run_steps'))
    .addColumn('run_id', 'integer', (c: any) => c.notNull().references('follow_up_runs.id').onDelete('cascade'))
    .addColumn('step_index', 'integer', (c: any) => c.notNull())
    .addColumn('action', 'text', (c: any) => c.notNull())
    .addColumn('outcome', 'text', (c: any) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('follow_up_run_steps_run').on('follow_up_run_steps').columns(['run_id', 'step_index']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('follow_up_run_steps').execute();
  await db.schema.dropTable('follow_up_runs').execute();
  for (const i of ['tasks_assignee_open', 'tasks_lead', 'tasks_reminder_due']) await db.schema.dropIndex(i).execute();
}
