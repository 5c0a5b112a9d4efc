import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import type { Definition } from '../../../src/resources/define';
import { translatableFields } from '../../../src/schemas/translations';

/** SQL types both databases share (the content model's choices): text, integer, double precision. */
export type SqlType = 'text' | 'integer' | 'double precision';

export interface PlannedColumn {
  name: string;
  type: SqlType;
  notNull: boolean;
  /** A database default (booleans 0, translations '{}'...), as the literal written into the migration. */
  default?: string | number;
  unique?: boolean;
  references?: string;
}

/**
 * The table a definition needs, column by column, read from its fields (issue 38): what the migration command
 * writes into a frozen migration, and what tests/api/definitions.test.ts holds the migrated database against.
 */
export function tablePlan(def: Definition): PlannedColumn[] {
  const fields = (def.fields as ObjectSchema<AnyObject>).describe().fields as Record<string, SchemaDescription & { nullable?: boolean; optional?: boolean; default?: unknown }>;
  const columns: PlannedColumn[] = [];
  for (const [name, d] of Object.entries(fields)) {
    const meta = (d.meta ?? {}) as { references?: string; slug?: boolean; unique?: boolean };
    const isInt = d.tests.some((t) => t.name === 'integer');
    const type: SqlType = d.type === 'number' ? (isInt ? 'integer' : 'double precision') : d.type === 'boolean' ? 'integer' : 'text';
    const col: PlannedColumn = { name, type, notNull: !d.nullable };
    if (d.type === 'boolean') Object.assign(col, { notNull: true, default: 0 });
    else if (!d.nullable && (typeof d.default === 'number' || typeof d.default === 'string')) col.default = d.default;
    else if (!d.nullable && (d.type === 'array' || d.type === 'object') && d.default !== undefined) col.default = JSON.stringify(d.default);
    // A slug addresses one record; `.meta({ unique: true })` says so of any other field (a currency's code).
    if (meta.slug || meta.unique) col.unique = true;
    if (meta.references) col.references = `${meta.references}.id`;
    columns.push(col);
  }
  // Staff translations only where a field is translatable (currency rates have none).
  if (translatableFields(def.fields as ObjectSchema<AnyObject>).length) columns.push({ name: 'translations', type: 'text', notNull: true, default: '{}' }, { name: 'translated_langs', type: 'text', notNull: true, default: '' });
  columns.push({ name: 'created_at', type: 'text', notNull: true }, { name: 'updated_at', type: 'text', notNull: true });
  return columns;
}

const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);

/** The migration's source: frozen (the columns written out, nothing read from the definition at run time). */
export function migrationSource(def: Definition, stamp: string): string {
  const lines = tablePlan(def).map((c) => {
    const mods = [c.notNull && 'notNull()', c.default !== undefined && `defaultTo(${literal(c.default)})`, c.unique && 'unique()', c.references && `references('${c.references}').onDelete('restrict')`].filter(Boolean);
    return `    .addColumn('${c.name}', '${c.type}'${mods.length ? `, (c) => c.${mods.join('.')}` : ''})`;
  });
  const sort = def.list.sort[0];
  const index = sort !== 'id' ? `\n  await db.schema.createIndex('${def.table}_${sort}').on('${def.table}').column('${sort}').execute();` : '';
  return `import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time once shipped: written by \`npm run migration -- ${def.name}\` (${stamp}) from src/resources/${def.name}.ts.
// A later change of the definition is a new migration; tests/api/definitions.test.ts fails while they disagree.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const t = db.schema.createTable('${def.table}');
  await (pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
${lines.join('\n')}
    .execute();${index}
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('${def.table}').execute();
}
`;
}
