import type { Definition, Label } from '../../src/resources/define';
import { labelIn } from '../../src/resources/define';
import { translationLabels, type ResourceMessages } from './messages';
import { generatedScreens } from './GeneratedScreens';
import type { ResourceEntry } from './registry';

/** react-admin's labels of a definition in a language (`Office |||| Offices`, each field's label). */
function messagesIn(def: Definition, lang: 'en' | 'ru'): ResourceMessages {
  const fields: Record<string, string> = { ...translationLabels };
  for (const [field, label] of Object.entries(def.fieldLabels ?? {})) fields[field] = labelIn(label as Label, lang, `${def.name}.${field}`);
  return { name: `${labelIn(def.label.one, lang, def.name)} |||| ${labelIn(def.label.many, lang, def.name)}`, fields };
}

/**
 * The back-office entry of a defined resource (issue 38): generated screens unless `own` gives some (an override
 * replaces only the screens it names), its labels, its menu link under its group, uploads when a field is media.
 */
export function definedEntry(def: Definition, own: Partial<ResourceEntry> = {}): ResourceEntry {
  const hasMedia = Object.values((def.fields as unknown as { fields: Record<string, { describe(): { type: string; fields?: object } }> }).fields).some((f) => {
    const d = f.describe();
    return d.type === 'object' && !!d.fields && 'src' in d.fields;
  });
  return {
    name: def.name,
    screens: { ...generatedScreens(def), ...own.screens },
    menu: own.menu ?? [{ group: def.menu, label: def.label.many.en }],
    media: own.media ?? hasMedia,
    messages: own.messages ?? messagesIn(def, 'en'),
    messagesRu: own.messagesRu ?? messagesIn(def, 'ru'),
    ...(own.paths ? { paths: own.paths } : {}),
    ...(own.routes ? { routes: own.routes } : {}),
  };
}
