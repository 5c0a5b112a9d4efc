import type { I18n } from './I18n';
import { UNIT_TYPE_NAME } from '../../src/unitTypes';

export { unitTypeIsWorded } from '../../src/unitTypes';

/**
 * Names the data holds in English that a page words in its own language (issue 39 item 4): a unit type written
 * the agency's usual way ("Studio", "2 Bedroom", "4 Bedroom Penthouse") and a currency by its ISO code. Anything
 * else is shown as staff wrote it (and `unitTypeIsWorded` says so, for its lang="en").
 */
const KINDS = {
  penthouse: '{rooms}, penthouse',
  townhouse: '{rooms}, townhouse',
  villa: '{rooms}, villa',
  duplex: '{rooms}, duplex',
  loft: '{rooms}, loft',
} as const;

/** A unit type's name in the page's language: "2 Bedroom Penthouse" -> "2 спальни, пентхаус"; English as written. */
export function unitTypeName(name: string, { lang, t }: Pick<I18n, 'lang' | 't'>): string {
  const m = lang === 'en' ? null : UNIT_TYPE_NAME.exec(name);
  if (!m) return name;
  const rooms = m[1] ? t('Studio') : t('{count, plural, one {{count} bedroom} other {{count} bedrooms}}', { count: Number(m[2]) });
  const kind = m[3]?.toLowerCase() as keyof typeof KINDS | 'apartment' | 'simplex' | undefined;
  return kind && kind in KINDS ? t(KINDS[kind as keyof typeof KINDS], { rooms }) : rooms;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();
/** A currency's name in the page's language from its ISO code ("USD" -> "доллар США"), else the stored name. */
export function currencyName(code: string, lang: string, stored: string): string {
  if (lang === 'en') return stored;
  if (!displayNames.has(lang)) {
    try {
      displayNames.set(lang, new Intl.DisplayNames([lang], { type: 'currency' }));
    } catch {
      displayNames.set(lang, null);
    }
  }
  try {
    const name = displayNames.get(lang)?.of(code);
    return name && name !== code ? name : stored;
  } catch {
    return stored;
  }
}
