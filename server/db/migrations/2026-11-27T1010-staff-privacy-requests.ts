import type { Kysely } from 'kysely';

// Frozen in time once shipped. Issue 37 item 10: a lead from WhatsApp has no e-mail, so no request from the site can
// reach it; staff record a request they verified themselves (by phone call, in person...) for a lead: which lead, who
// verified the person and how. The request is confirmed when recorded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('privacy_requests').addColumn('lead_type', 'text').execute(); // enquiry | mortgage_enquiry
  await db.schema.alterTable('privacy_requests').addColumn('lead_id', 'integer').execute();
  await db.schema.alterTable('privacy_requests').addColumn('verified_by', 'integer').execute();
  await db.schema.alterTable('privacy_requests').addColumn('verified_how', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['verified_how', 'verified_by', 'lead_id', 'lead_type']) await db.schema.alterTable('privacy_requests').dropColumn(c).execute();
}
