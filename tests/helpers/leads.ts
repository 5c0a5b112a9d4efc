import type { Db } from '../../server/db/connect';

/** A lead stored straight in the database (what the intake would store), assigned to `assignee` or to nobody. */
export async function storedLead(db: Db, values: { name: string; email: string; assignee_id?: number | null; source_path?: string | null; hot?: number; status?: string }): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('enquiries')
    .values({
      name: values.name,
      email: values.email,
      phone: '+971501234567',
      budget: '',
      investment_timeline: '',
      project_id: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      shortlist: null,
      shortlist_at: null,
      investment_scenario: null,
      golden_visa: null,
      status: values.status ?? 'new',
      assignee_id: values.assignee_id ?? null,
      notes: null,
      source_path: values.source_path ?? null,
      hot: values.hot ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
