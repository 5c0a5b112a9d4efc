import type { AnyObject, ObjectSchema } from 'yup';
import type { TableName } from '../db/types';
import type { Definition } from '../../src/resources/define';
import { ALL_OPS, defineResource, type ResourceDef } from './define';
import { schemaKinds } from './columns';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { companionOf } from './companions';

/** Reference columns from the fields' `.meta({ references: 'table' })`: checked before a write. */
function referencesOf(fields: ObjectSchema<AnyObject>): Record<string, TableName> {
  const out: Record<string, TableName> = {};
  for (const [name, d] of Object.entries(fields.describe().fields)) {
    const table = ('meta' in d ? (d.meta as { references?: string } | undefined) : undefined)?.references;
    if (table) out[name] = table as TableName;
  }
  return out;
}

function build<D extends Definition>(def: D): ResourceDef<D['table'] & TableName> {
  const fields = def.fields as ObjectSchema<AnyObject>;
  const translatable = translatableFields(fields);
  const references = referencesOf(fields);
  // Server-set fields are columns of the row, not of the body a client may send.
  const serverSet = [...(def.serverFields ?? [])];
  const writable = serverSet.length ? fields.omit(serverSet) : fields;
  const kinds = schemaKinds(fields);
  return defineResource({
    name: def.name,
    table: def.table as D['table'] & TableName,
    label: def.label.one.en,
    schema: translatable.length ? withTranslations(writable) : writable,
    ...(serverSet.length ? { readOnly: Object.fromEntries(serverSet.map((f) => [f, kinds[f]])) } : {}),
    ...(translatable.length ? { translatable } : {}),
    search: [...def.list.search],
    public: def.public,
    group: def.access,
    ops: def.ops ?? ALL_OPS,
    defaultSort: [def.list.sort[0], def.list.sort[1]],
    ...(def.slugFrom ? { slugFrom: def.slugFrom } : {}),
    ...(Object.keys(references).length ? { references } : {}),
    ...(def.page ? { page: def.page } : {}),
    ...(def.features?.versions !== undefined ? { versions: def.features.versions } : {}),
    cache: def.cache ?? 'site',
    demo: Array.isArray(def.demo) ? [...(def.demo as readonly Record<string, unknown>[])] : def.demo !== false,
    ...(def.shownOn ? { shownOn: def.shownOn, siteLabels: def.siteLabels } : {}),
    // The rules the browser must not import (filters, write hooks, join tables, what visitors may see): its companion.
    ...companionOf(def),
  });
}

const built = new Map<Definition, ResourceDef>();

/**
 * The server's resource from a definition of src/resources/ (issue 38): the generic router, the seed, permissions,
 * cache purges and the site's data routes read it like any other resource, always the same object per definition.
 * Nothing is restated: the schema gives validation, column kinds, relations and translatable fields; the definition the
 * rest, and its server companion (server/resources/companions/, decision 042) the rules only the server may hold.
 */
export function fromDefinition<D extends Definition>(def: D): ResourceDef<D['table'] & TableName> {
  if (!built.has(def)) built.set(def, build(def));
  return built.get(def)! as ResourceDef<D['table'] & TableName>;
}
