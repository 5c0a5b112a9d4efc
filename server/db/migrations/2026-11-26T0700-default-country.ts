import type { Kysely } from 'kysely';

// Frozen in time once shipped. Hot leads first (issue 28): the phone fields' default country (ISO 3166 code) becomes
// a setting, not a constant: the site's phone input without a country look-up, and the back-office's phone fields
// (leads typed by staff). AE, the constant's value when this shipped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('phone_default_country', 'text', (c) => c.notNull().defaultTo('AE')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('phone_default_country').execute();
}
