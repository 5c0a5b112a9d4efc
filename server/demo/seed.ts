import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import { RESOURCES } from '../resources/registry';
import { ResourceWriter } from '../resources/write';
import { HttpError } from '../errors';
import { subscribeFeatures } from '../subscriptions';

/** db.json holds one list per resource, keyed by the resource's name. */
export type DemoContent = Partial<Record<string, Record<string, unknown>[]>>;

/** db.json, plus the demo rows definitions carry themselves (issue 38: a flag and the rows on the definition). */
export function readDemoContent(file = path.resolve('db.json')): DemoContent {
  const content = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoContent;
  for (const def of RESOURCES) if (Array.isArray(def.demo) && !content[def.name]) content[def.name] = structuredClone(def.demo);
  return content;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('settings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Loads the demo content through each resource's write path (schema, sanitising, slugs, references,
 * related rows, the events features subscribe to), in the registry's order, so db.json cannot drift from what the back-office accepts.
 * Ids, timestamps and what visitors sent (a lead's read-only columns) are kept as written.
 */
export async function seed(db: Db, content: DemoContent): Promise<Record<string, number>> {
  // What features record of a write (a project's price history, its alert events) is recorded for demo rows too.
  subscribeFeatures();
  const counts: Record<string, number> = {};
  await db.kysely.transaction().execute(async (trx) => {
    const k = trx as unknown as Kysely<any>;
    const now = new Date().toISOString();
    for (const def of RESOURCES) {
      const records = content[def.name];
      if (!records) continue;
      const writer = new ResourceWriter(def, k);
      for (const [i, record] of records.entries()) {
        const created = (record.created_at as string | undefined) ?? now;
        const kept: Record<string, unknown> = { id: record.id, created_at: created, updated_at: record.updated_at ?? created };
        for (const col of Object.keys(def.readOnly ?? {})) if (col in record) kept[col] = record[col];
        try {
          await writer.create(null, record, kept);
        } catch (err) {
          if (err instanceof HttpError) throw new Error(`db.json ${def.name}[${i}] is not valid: ${JSON.stringify(err.errors ?? err.message)}`);
          throw err;
        }
      }
      counts[def.name] = records.length;
      if (db.dialect === 'postgres' && records.length)
        await sql`select setval(pg_get_serial_sequence(${def.table}, 'id'), (select max(id) from ${sql.table(def.table)}))`.execute(k);
    }
  });
  return counts;
}
