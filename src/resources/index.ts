import { offices } from './offices';

/**
 * Every resource defined in one file (src/resources/<name>.ts), one line each. The server's registry, the
 * database's table types, the migration check, the back-office's screens and menu and the site's content pages
 * read this list; `npm run new-resource -- <name>` adds a line here.
 */
export const DEFINITIONS = [offices] as const;

export type AnyDefinition = (typeof DEFINITIONS)[number];
