/** The files `npm run new-resource -- <name>` writes (issue 38): a definition to fill in and its API test. */

/** `sales-offices` -> `salesOffices`, `SalesOffice` (a first guess at the singular: a trailing s dropped). */
export function namesOf(name: string) {
  const ident = name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const words = name.split('-');
  const pluralLabel = words.join(' ').replace(/^\w/, (c) => c.toUpperCase());
  const singularLabel = pluralLabel.replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  return { ident, table: name.replace(/-/g, '_'), singularLabel, pluralLabel };
}

export function definitionSource(name: string): string {
  const { ident, table, singularLabel, pluralLabel } = namesOf(name);
  return `import { object } from 'yup';
import { flag, int, optionalText, requiredText } from '../schemas/fields';
import { translatable } from '../schemas/translations';
import { define } from './define';

/** ${pluralLabel}: say here what a record is and where visitors see it. */
export const ${ident} = define({
  name: '${name}',
  table: '${table}',
  label: { one: { en: '${singularLabel}', ru: '${singularLabel}' }, many: { en: '${pluralLabel}', ru: '${pluralLabel}' } },
  // The fields (src/schemas/fields.ts builders); translatable(...) lists what staff translate into ar, ru and zh.
  fields: translatable(
    object({
      name: requiredText('Name', 120),
      description: optionalText(1000),
      published: flag(),
      position: int('Sort order', 0, 10_000).nonNullable('Sort order is required').default(0),
    }),
    ['name', 'description'],
  ),
  fieldLabels: {
    name: { en: 'Name', ru: 'Название' },
    description: { en: 'Description', ru: 'Описание' },
    published: { en: 'Published', ru: 'Опубликовано' },
    position: { en: 'Sort order', ru: 'Порядок' },
  },
  // Editors edit it, sales and viewers read it; visitors see the published rows.
  access: 'content',
  public: { flag: 'published' },
  list: { columns: ['name', 'position', 'published'], search: ['name', 'description'], filters: ['published'], sort: ['position', 'ASC'] },
  menu: 'Pages',
  // Demo content the seed loads through the same write path.
  demo: [{ id: 1, name: 'First ${singularLabel.toLowerCase()}', description: null, published: true, position: 1 }],
});
`;
}

export function testSource(name: string): string {
  const { ident } = namesOf(name);
  return `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, makeTestApp, type TestApp } from '../helpers/app';
import { validBody } from '../helpers/validBody';
import { ${ident} } from '../../src/resources/${name}';

/** ${ident}: staff write through the generic REST router with the definition's schema; visitors read what is public. */
describe.each(DIALECTS)('${name} on %s', (dialect) => {
  let t: TestApp;
  let editor: Record<string, string>;
  beforeAll(async () => {
    t = await makeTestApp({ dialect, content: { ${JSON.stringify(name)}: [...${ident}.demo] } });
    editor = (await t.staff('editor')).headers;
  });
  afterAll(() => t.close());

  it('is created and read back by an editor, and a bad body is a 422 naming the field', async () => {
    const created = await t.app.inject({ method: 'POST', url: \`/api/\${${ident}.name}\`, headers: editor, payload: validBody(${ident}.fields, 1) });
    expect(created.statusCode).toBe(201);
    const got = await t.app.inject({ method: 'GET', url: \`/api/\${${ident}.name}/\${created.json().id}\`, headers: editor });
    expect(got.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: \`/api/\${${ident}.name}\`, headers: editor, payload: {} });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).length).toBeGreaterThan(0);
  });

  it('refuses a sales person a write', async () => {
    const sales = (await t.staff('sales')).headers;
    expect((await t.app.inject({ method: 'POST', url: \`/api/\${${ident}.name}\`, headers: sales, payload: validBody(${ident}.fields, 2) })).statusCode).toBe(403);
  });
});
`;
}
