import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { DEFINITIONS } from '../../src/resources';
import { tablePlan } from '../../server/db/generate/plan';
import { columnKinds } from '../../server/resources/columns';
import { RESOURCES, RESOURCE_BY_NAME, DEMO_RESOURCES, hasDemoContent } from '../../server/resources/registry';
import { TAGGED_RESOURCES } from '../../server/http-cache/tags';
import { CONTENT_RESOURCES } from '../../server/auth/roles';
import { readDemoContent } from '../../server/demo/seed';
import type { Kind } from '../../server/resources/define';
import fs from 'node:fs';
import { can } from '../../server/auth/roles';
import { BULK_ACTIONS, PREVIEW_RESOURCES, SPREADSHEET_RESOURCES } from '../../admin/editorial/resources';
import { translatableFields } from '../../src/schemas/translations';
import { sql } from 'kysely';
import { COMPANIONS } from '../../server/resources/companions';
import type { CompanionOf } from '../../server/resources/companions/companion';

/** The SQL types a column kind may be stored in (both databases, as the migrations write them). */
const STORED: Record<Kind, RegExp> = { text: /^(text|varchar|character varying)/, html: /^text$/, json: /^(text|varchar|character varying|jsonb?)/, int: /^(integer|int4|int8|bigint|serial)$/, real: /^(double precision|float8|real|numeric|integer|int4)$/, bool: /^(integer|int4|boolean)$/ };

/**
 * Issue 38: the definitions are the one home of a resource. This test fails when a definition and the migrations
 * disagree (a field without its column, a column the definition does not have, a type or NOT NULL that differs),
 * and when a list that should be generated from the definitions misses one.
 */
describe.each(DIALECTS)('definitions and migrations on %s', (dialect) => {
  let t: TestApp;
  let tables: Map<string, Map<string, { dataType: string; isNullable: boolean }>>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: 'none' });
    const found = await t.db.kysely.introspection.getTables();
    tables = new Map(found.map((tb) => [tb.name, new Map(tb.columns.map((c) => [c.name, { dataType: c.dataType.toLowerCase(), isNullable: c.isNullable }]))]));
  });
  afterAll(() => t.close());

  it.each(DEFINITIONS.map((d) => [d.name, d] as const))('%s: the migrated table is exactly what its definition plans', (_name, def) => {
    const columns = tables.get(def.table);
    expect(columns, `no table ${def.table}: run npm run migration -- ${def.name}`).toBeDefined();
    const plan = tablePlan(def);
    expect([...columns!.keys()].sort()).toEqual(['id', ...plan.map((c) => c.name)].sort());
    for (const c of plan) {
      const actual = columns!.get(c.name)!;
      expect(actual.dataType.replace('float8', 'double precision').replace('int4', 'integer'), `${def.table}.${c.name}`).toBe(c.type);
      expect(actual.isNullable, `${def.table}.${c.name} nullable`).toBe(!c.notNull);
    }
  });

  it.each(DEFINITIONS.map((d) => [d.name, d] as const))('%s: the columns its definition says are unique have a unique index, and no others', async (_name, def) => {
    // Single-column unique indexes (a slug, a currency's code), as each database lists them.
    const rows =
      dialect === 'postgres'
        ? await sql<{ column: string }>`select a.attname as "column" from pg_index i join pg_class c on c.oid = i.indrelid join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
            where c.relname = ${def.table} and i.indisunique and not i.indisprimary and i.indnatts = 1`.execute(t.db.kysely)
        : await sql<{ column: string }>`select ii.name as "column" from pragma_index_list(${def.table}) il join pragma_index_info(il.name) ii
            where il."unique" = 1 and il.origin <> 'pk' and (select count(*) from pragma_index_info(il.name)) = 1`.execute(t.db.kysely);
    const planned = tablePlan(def).filter((c) => c.unique).map((c) => c.name);
    expect(rows.rows.map((r) => r.column).sort(), `${def.table} unique columns`).toEqual(planned.sort());
  });

  it.each(RESOURCES.map((r) => [r.name, r] as const))('%s: every field and read-only column of the resource has a column of its kind', (_name, def) => {
    const columns = tables.get(def.table);
    expect(columns, `no table ${def.table}`).toBeDefined();
    for (const [col, kind] of Object.entries(columnKinds(def))) {
      if (col === 'version') continue; // kept in record_versions, not on the row (decision 017)
      const actual = columns!.get(col);
      expect(actual, `${def.table}.${col} is in the definition but not in the migrations`).toBeDefined();
      expect(actual!.dataType, `${def.table}.${col} (${kind})`).toMatch(STORED[kind]);
    }
  });
});

describe('lists generated from the definitions', () => {
  it('the server registry serves every definition', () => {
    for (const def of DEFINITIONS) expect(RESOURCE_BY_NAME.get(def.name)?.table).toBe(def.table);
  });

  it('cache tags, permissions and demo content follow each definition', () => {
    for (const r of RESOURCES) {
      expect(TAGGED_RESOURCES.includes(r.name), `${r.name} cache tags`).toBe(r.cache === 'own');
      expect(CONTENT_RESOURCES.includes(r.name), `${r.name} editors' permissions`).toBe(r.group === 'content');
    }
    const demo = readDemoContent();
    for (const r of RESOURCES) {
      if (hasDemoContent(r)) expect(demo[r.name], `${r.name} has demo content`).toBeDefined();
      else expect(DEMO_RESOURCES).not.toContain(r.name);
    }
  });

  it('the server resource carries what each definition says (scope, sort, search, slug, public page, relations, translations)', () => {
    for (const def of DEFINITIONS) {
      const r = RESOURCE_BY_NAME.get(def.name)!;
      expect(r, def.name).toMatchObject({ table: def.table, public: def.public, group: def.access, defaultSort: [...def.list.sort], search: [...def.list.search], cache: def.cache ?? 'site' });
      expect(r.slugFrom, `${def.name} slug`).toBe(def.slugFrom);
      expect(r.page?.path('x'), `${def.name} public page`).toBe(def.page?.path('x'));
      expect([...(r.translatable ?? [])], `${def.name} translatable`).toEqual(translatableFields(def.fields));
      for (const [field, d] of Object.entries(def.fields.describe().fields)) {
        const table = ('meta' in d ? (d.meta as { references?: string } | undefined) : undefined)?.references;
        if (table) expect(r.references?.[field], `${def.name}.${field} references`).toBe(table);
      }
    }
  });

  it('each role may do with a definition exactly what its access says (the auth matrix reads the registry)', () => {
    for (const def of DEFINITIONS.filter((d) => d.access === 'content')) {
      for (const verb of ['read', 'create', 'update', 'delete']) expect(can('editor', `${def.name}.${verb}`), `editor ${verb} ${def.name}`).toBe(true);
      expect(can('sales', `${def.name}.read`) && can('viewer', `${def.name}.read`), `sales and viewers read ${def.name}`).toBe(true);
      expect(can('viewer', `${def.name}.create`), `viewer create ${def.name}`).toBe(false);
    }
  });

  it("the back-office's editorial buttons follow each definition's features", () => {
    for (const def of DEFINITIONS) {
      expect(BULK_ACTIONS[def.name] ?? [], `${def.name} bulk edits`).toEqual([...(def.features?.bulk ?? [])]);
      expect(PREVIEW_RESOURCES.includes(def.name), `${def.name} preview`).toBe(!!def.features?.preview);
      expect(SPREADSHEET_RESOURCES.includes(def.name), `${def.name} spreadsheets`).toBe(!!def.features?.spreadsheet);
    }
  });

  it("a definition's server companion is listed, and the server resource carries its rules", async () => {
    // Every file of server/resources/companions/ beside the type and the list holds companions, each listed.
    const files = fs.readdirSync('server/resources/companions').filter((f) => f.endsWith('.ts') && !['companion.ts', 'index.ts'].includes(f));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const exported = Object.values(await import(`../../server/resources/companions/${file.slice(0, -3)}.ts`)).filter((v): v is CompanionOf => !!v && typeof v === 'object' && 'definition' in v && 'rules' in v);
      expect(exported.length, `${file} exports a companion`).toBeGreaterThan(0);
      for (const c of exported) expect(COMPANIONS, `${file}: listed in server/resources/companions/index.ts`).toContain(c);
    }
    for (const { definition, rules } of COMPANIONS) {
      expect(DEFINITIONS as readonly unknown[], `${definition.name} is a definition`).toContain(definition);
      const r = RESOURCE_BY_NAME.get(definition.name)!;
      for (const key of ['hooks', 'prepare', 'saveRelated', 'publicRow'] as const) if (rules[key]) expect(r[key], `${definition.name} ${key}`).toBe(rules[key]);
      for (const [name, filter] of Object.entries(rules.filters ?? {})) expect(r.filters?.[name], `${definition.name} filter ${name}`).toBe(filter);
    }
  });

  it('a defined resource has no second home: no server module, no hand-written table type', () => {
    const tables = fs.readFileSync('server/db/tables.ts', 'utf8');
    for (const def of DEFINITIONS) {
      expect(fs.existsSync(`server/resources/${def.name}.ts`), `server/resources/${def.name}.ts`).toBe(false);
      expect(tables, `${def.table} in server/db/tables.ts`).not.toMatch(new RegExp(`\\b${def.table}:`));
    }
  });
});
