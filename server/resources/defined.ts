import type { AnyObject, ObjectSchema } from 'yup';
import type { TableName } from '../db/types';
import type { Definition } from '../../src/resources/define';
import { ALL_OPS, defineResource, type ResourceDef } from './define';
import { schemaKinds } from './columns';
import { translatableFields, withTranslations } from '../../src/schemas/translations';

/**
 * The server's resource from a definition of src/resources/ (issue 38): the generic router, the seed, permissions,
 * cache purges and the site's content pages read it like any other resource. Nothing is restated: the schema
 * gives validation, column kinds and translatable fields; the definition the rest.
 */
export function fromDefinition(def: Definition): ResourceDef {
  const fields = def.fields as ObjectSchema<AnyObject>;
  const translatable = translatableFields(fields);
  // Server-set fields are columns of the row, not of the body a client may send.
  const serverSet = [...(def.serverFields ?? [])];
  const writable = serverSet.length ? fields.omit(serverSet) : fields;
  const kinds = schemaKinds(fields);
  return defineResource({
    name: def.name,
    table: def.table as TableName,
    label: def.label.one.en,
    schema: translatable.length ? withTranslations(writable) : writable,
    ...(serverSet.length ? { readOnly: Object.fromEntries(serverSet.map((f) => [f, kinds[f]])) } : {}),
    ...(translatable.length ? { translatable } : {}),
    search: [...def.list.search],
    public: def.public,
    group: def.access,
    ops: ALL_OPS,
    defaultSort: [def.list.sort[0], def.list.sort[1]],
    ...(def.features?.versions !== undefined ? { versions: def.features.versions } : {}),
    cache: def.cache ?? 'site',
    demo: def.demo ? [...def.demo] : true,
    ...(def.shownOn ? { shownOn: def.shownOn, siteLabels: def.siteLabels } : {}),
  });
}
