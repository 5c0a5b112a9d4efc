import type { Identifier } from 'react-admin';
import type { AnyObject, ObjectSchema } from 'yup';
import { labelIn, menuPlaceOf, type Definition, type Label } from '../../src/resources/define';
import { translatableFields } from '../../src/schemas/translations';
import { seoLabels, seoLabelsRu, stampLabels, stampLabelsRu, translationLabels, translationLabelsRu, type ResourceMessages } from '../common/messages';
import { generatedScreens } from './GeneratedScreens';
import type { ExtraRoute, MenuSlot, ResourceEntry, ResourceScreens } from '../common/registry';
import type { SpecPaths } from '../common/paths';

const fieldNames = (def: Definition) => Object.keys((def.fields as ObjectSchema<AnyObject>).fields);

/**
 * react-admin's labels of a definition in a language (`Office |||| Offices`; Russian has three plural forms, the
 * plural standing for "few" and "many"), the shared labels (time stamps, SEO, translations) and each field's label.
 */
function messagesIn(def: Definition, lang: 'en' | 'ru'): ResourceMessages {
  const names = fieldNames(def);
  const fields: Record<string, string> = {
    ...(lang === 'en' ? stampLabels : stampLabelsRu),
    ...(names.includes('seo_title') ? (lang === 'en' ? seoLabels : seoLabelsRu) : {}),
    ...(translatableFields(def.fields as ObjectSchema<AnyObject>).length ? (lang === 'en' ? translationLabels : translationLabelsRu) : {}),
  };
  for (const [field, label] of Object.entries(def.fieldLabels ?? {})) fields[field] = labelIn(label as Label, lang, `${def.name}.${field}`);
  const one = labelIn(def.label.one, lang, def.name);
  const many = labelIn(def.label.many, lang, def.name);
  return { name: lang === 'ru' ? `${one} |||| ${many} |||| ${many}` : `${one} |||| ${many}`, fields };
}

/** The spec's addresses of a definition as the registry keeps them (the edit address a function of the id; the routes call it with ':id', so no encoding). */
function specPaths(def: Definition): SpecPaths | undefined {
  if (!def.paths) return undefined;
  const { list, create, edit } = def.paths;
  return { list, ...(create ? { create } : {}), ...(edit ? { edit: (id: Identifier) => edit.replace(':id', String(id)) } : {}) };
}

/**
 * Screens designed for a defined resource (its admin folder's index): they replace the generated ones they name; or,
 * for a definition whose screens are 'routes', its routes of its own and their sidebar links.
 */
export interface DesignedScreens {
  definition: Definition;
  screens?: ResourceScreens;
  routes?: ExtraRoute[];
  menu?: MenuSlot[];
}

export const designedScreens = (definition: Definition, screens: ResourceScreens): DesignedScreens => ({ definition, screens });

/** The routes of a definition edited on routes of its own (`screens: 'routes'`: the page editors) and their sidebar links. */
export const designedRoutes = (definition: Definition, own: { routes: ExtraRoute[]; menu: MenuSlot[] }): DesignedScreens => ({ definition, ...own });

/**
 * The back-office entry of a defined resource (issue 38): generated screens unless `own` gives some (an override
 * replaces only the screens it names), its labels, its sidebar link in its group, the spec's addresses, uploads when
 * a field is media. A definition whose screens are 'routes' has no generated screen: its override gives its routes
 * and their links, and one without them is an error at start, not a resource staff cannot reach.
 */
export function definedEntry(def: Definition, own: Partial<ResourceEntry> = {}): ResourceEntry {
  const onRoutes = def.screens === 'routes';
  if (onRoutes && !(own.routes?.length && own.menu?.length)) throw new Error(`${def.name}: its screens are routes, and its override gives no routes or no sidebar links`);
  const hasMedia = Object.values((def.fields as unknown as { fields: Record<string, { describe(): { type: string; fields?: object; innerType?: { type: string; fields?: object } } }> }).fields).some((f) => {
    const d = f.describe();
    const media = (x?: { type: string; fields?: object }) => x?.type === 'object' && !!x.fields && 'src' in x.fields;
    return media(d) || (d.type === 'array' && media(d.innerType));
  });
  const place = menuPlaceOf(def);
  const order = place.order !== Number.MAX_SAFE_INTEGER ? { order: place.order } : {};
  const paths = own.paths ?? specPaths(def);
  return {
    name: def.name,
    screens: onRoutes ? { ...own.screens } : { ...generatedScreens(def), ...own.screens },
    menu: own.menu ?? [
      { group: place.group, label: place.label.en, ...order },
      // The create link right after the list's (same rank: the sort keeps the entry's order).
      ...(place.create ? [{ group: place.group, label: place.create.en, ...order, screen: 'create' as const }] : []),
    ],
    media: own.media ?? hasMedia,
    messages: own.messages ?? messagesIn(def, 'en'),
    messagesRu: own.messagesRu ?? messagesIn(def, 'ru'),
    ...(paths ? { paths } : {}),
    ...(own.routes ? { routes: own.routes } : {}),
  };
}
