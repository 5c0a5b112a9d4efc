/**
 * How the agency writes a unit type's name so that every language can word it (issue 39 item 4): "Studio",
 * "2 Bedroom", "4 Bedroom Penthouse", "3 BR Townhouse". The site words such names from its catalogues
 * (site/i18n/names.ts); the editor's project list flags a project with a name outside the pattern (shown in English).
 */
export const UNIT_TYPE_NAME = /^\s*(?:(studio)|(\d{1,2})\s*(?:-\s*)?(?:bed(?:room)?s?|br))(?:\s+(apartment|penthouse|townhouse|villa|duplex|loft|simplex))?\s*$/i;

/** Whether a unit type's name follows the pattern (and so is worded in every language). */
export const unitTypeIsWorded = (name: string) => UNIT_TYPE_NAME.test(name);

/** The names of a project's unit types that the site shows in English only. */
export function unwordedUnitTypes(unitTypes: unknown): string[] {
  if (!Array.isArray(unitTypes)) return [];
  return unitTypes.map((u) => String((u as { name?: unknown })?.name ?? '')).filter((n) => n.trim() !== '' && !unitTypeIsWorded(n));
}
