/**
 * The Golden Visa check's texts (issue 26), used by the check and the returns calculator. English is here, in their
 * own chunks; each other language is a chunk of its own fetched with their code (load.ts).
 */
const en = {
  property: 'Property {n}',
  value: 'Property value (AED)',
  share: 'Your share (%)',
  offPlan: 'Off-plan (not yet handed over)',
  approved: 'The developer is approved for the Golden Visa',
  mortgaged: 'Mortgaged',
  noc: 'The bank has given a no-objection letter',
  add: 'Add another property',
  remove: 'Remove property {n}',
  result: 'Result',
  notLegal: 'A first check from the rules as we publish them, not legal advice: the immigration authority (ICP/GDRFA) decides.',
  attach: 'Send this check with my enquiry',
  attached: 'Attached: the enquiry form below sends this check to our adviser.',
} as const;

export type VisaKey = keyof typeof en;

export interface VisaTexts {
  words: Record<VisaKey, string>;
  /** The result sentences of src/golden-visa.ts, keyed by their English template (English where one is missing). */
  results: Record<string, string>;
}

const fill = (text: string, vars?: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));

/** The check's text in the page's language (English when `texts` is null), {placeholders} filled. */
export const visaText = (texts: VisaTexts | null) => (key: VisaKey, vars?: Record<string, string | number>) => fill((texts?.words ?? en)[key], vars);
/** A result sentence in the page's language. */
export const visaResultText = (texts: VisaTexts | null, template: string, vars: Record<string, string | number>) => fill(texts?.results[template] ?? template, vars);
