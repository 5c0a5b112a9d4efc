import type { Kysely } from 'kysely';

// Frozen in time once shipped. Advert compliance (issue 30 item 3): a project's permit expiry, the address its DLD
// QR code opens, its DLD project number, escrow account and bank, construction progress; when the expiry job
// unpublished it (permit_lapsed_at) and for which expiry date the 14-day notice went out (permit_notice_for).
const TEXT_COLUMNS = ['permit_expires_on', 'permit_qr_url', 'dld_project_number', 'escrow_bank', 'escrow_account', 'construction_completion_on', 'permit_lapsed_at', 'permit_notice_for'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const c of TEXT_COLUMNS) await db.schema.alterTable('projects').addColumn(c, 'text').execute();
  await db.schema.alterTable('projects').addColumn('construction_completion_pct', 'double precision').execute();
  // The expiry job's look-up: published projects by permit expiry.
  await db.schema.createIndex('projects_permit_expiry_idx').on('projects').columns(['published', 'permit_expires_on']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('projects_permit_expiry_idx').execute();
  for (const c of [...TEXT_COLUMNS, 'construction_completion_pct']) await db.schema.alterTable('projects').dropColumn(c).execute();
}
