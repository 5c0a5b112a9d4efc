import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ValidationError } from 'yup';
import type { Db } from './connect';
import { RESOURCE_BY_NAME } from '../resources/definitions';
import { columnKinds, encodeValue } from '../resources/columns';
import { sanitizeDeep, sanitizeRichText } from '../content/sanitize';
import { fieldErrors } from '../errors';

/** db.json keys in the order foreign keys need them. */
export const SEED_ORDER = [
  'developers', 'areas', 'locations', 'property-types', 'amenities', 'projects', 'blogs', 'testimonials',
  'investment-guides', 'banners', 'pages', 'settings', 'enquiries', 'mortgage-enquiries',
] as const;

export type DemoContent = Partial<Record<(typeof SEED_ORDER)[number], Record<string, unknown>[]>>;

export function readDemoContent(file = path.resolve('db.json')): DemoContent {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoContent;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('settings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** Loads the demo content; every record goes through its resource's schema, so db.json cannot drift. */
export async function seed(db: Db, content: DemoContent): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.kysely.transaction().execute(async (trx) => {
    const k = trx as unknown as Kysely<any>;
    const now = new Date().toISOString();
    for (const name of SEED_ORDER) {
      const def = RESOURCE_BY_NAME.get(name)!;
      const kinds = columnKinds(def);
      const records = content[name] ?? [];
      for (const [i, record] of records.entries()) {
        let data: Record<string, unknown> = record;
        if (def.schema && !def.readOnly) {
          try {
            data = { ...record, ...(await def.schema.validate(record, { abortEarly: false, stripUnknown: true })) };
          } catch (err) {
            if (err instanceof ValidationError) throw new Error(`db.json ${name}[${i}] is not valid: ${JSON.stringify(fieldErrors(err))}`);
            throw err;
          }
        }
        const row: Record<string, unknown> = {};
        for (const [col, kind] of Object.entries(kinds)) {
          if (!(col in data)) continue;
          let v = data[col];
          if (kind === 'html') v = sanitizeRichText(v as string | null);
          if (name === 'pages' && col === 'content') v = sanitizeDeep(v);
          row[col] = encodeValue(v, kind);
        }
        row.created_at ??= now;
        if ('updated_at' in kinds) row.updated_at ??= row.created_at;
        await k.insertInto(def.table).values(row).execute();
        if (name === 'projects' && Array.isArray(record.property_type_ids) && record.property_type_ids.length)
          await k
            .insertInto('project_property_types')
            .values([...new Set(record.property_type_ids as number[])].map((t) => ({ project_id: record.id, property_type_id: t })))
            .execute();
      }
      counts[name] = records.length;
      if (db.dialect === 'postgres' && records.length)
        await sql`select setval(pg_get_serial_sequence(${def.table}, 'id'), (select max(id) from ${sql.table(def.table)}))`.execute(k);
    }
  });
  return counts;
}
