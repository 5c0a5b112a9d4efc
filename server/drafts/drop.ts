import type { Kysely } from 'kysely';

/** A deleted record's pending draft goes with it (decision 025); its own file so the generic writer needs no more of the drafts. */
export async function dropDraft(db: Kysely<any>, resource: string, id: number): Promise<void> {
  await db.deleteFrom('record_drafts').where('resource', '=', resource).where('record_id', '=', id).execute();
}
