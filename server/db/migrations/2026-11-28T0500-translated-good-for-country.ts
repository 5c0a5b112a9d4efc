import type { Kysely } from 'kysely';

// Frozen in time once shipped. Issue 39 item 4: areas' "good for" list and testimonials' country became translatable
// fields. A record's translated_langs (the list's "missing translation" chip and filter) counted neither, so a
// language that lacks them is taken off, as the write path does from now on (src/schemas/translations.ts).
const FIELDS = [
  ['areas', 'good_for'],
  ['testimonials', 'country'],
] as const;
const PAGE = 500;

const filled = (v: unknown): boolean =>
  v == null ? false : typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) ? v.some(filled) : typeof v === 'object' ? Object.values(v as object).some(filled) : true;
const parse = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, field] of FIELDS) {
    for (let after = 0; ; ) {
      const rows = (await db.selectFrom(table).select(['id', field, 'translations', 'translated_langs']).where('id', '>', after).orderBy('id').limit(PAGE).execute()) as Array<Record<string, unknown> & { id: number; translated_langs: string }>;
      for (const row of rows) {
        if (!filled(parse(row[field])) || !row.translated_langs) continue;
        const translations = (parse(row.translations) ?? {}) as Record<string, Record<string, unknown> | undefined>;
        const langs = row.translated_langs.split(',').filter((l) => l && filled(translations[l]?.[field]));
        const next = langs.join(',');
        if (next !== row.translated_langs) await db.updateTable(table).set({ translated_langs: next }).where('id', '=', row.id).execute();
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
  }
}

// The languages taken off come back with the next save of each record, once translated.
export async function down(): Promise<void> {}
