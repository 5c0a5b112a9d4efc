import type { MortgageText } from '../../src/mortgage';
import type { I18n } from '../i18n/I18n';

/**
 * A calculator text of src/mortgage.ts in the page's language: its English template looked up in the catalogue,
 * amounts (`{...Aed}`) and numbers formatted for the language. On English pages this is the server's English text.
 */
export function mortgageText({ tx, fmt }: Pick<I18n, 'tx' | 'fmt'>, { template, params }: MortgageText): string {
  const vars = Object.fromEntries(Object.entries(params).map(([k, n]) => [k, k.endsWith('Aed') ? (fmt.aed(n) ?? '') : fmt.decimal(n)]));
  return tx(template, vars);
}
