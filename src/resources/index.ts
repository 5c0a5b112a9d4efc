import { offices } from './offices';
import { tasks } from './tasks';
import { followUpPlans } from './follow-up-plans';
import { labelIn } from './define';

/**
 * Every resource defined in one file (src/resources/<name>.ts), one line each. The server's registry, the
 * database's table types, the migration check, the back-office's screens and menu and the site's content pages
 * read this list; `npm run new-resource -- <name>` adds a line here.
 */
export const DEFINITIONS = [offices, tasks, followUpPlans] as const;

export type AnyDefinition = (typeof DEFINITIONS)[number];

/** The sidebar labels of the defined resources (their plural names) in a language, for the back-office's catalogues. */
export const definedMenuLabels = (lang: 'en' | 'ru'): Record<string, string> =>
  Object.fromEntries(DEFINITIONS.map((d) => [d.label.many.en, labelIn(d.label.many, lang, `${d.name} (menu)`)]));
