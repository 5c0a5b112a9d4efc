import { BASE_CURRENCY } from '../../src/currency';
import type { LayoutData } from '../../src/site-contract';
import type { DisplayCurrency } from '../i18n/format';

/** The attribute of <html> naming the currency the server rendered the page in (the browser hydrates with it). */
export const CURRENCY_ATTRIBUTE = 'data-currency';

/** The rendered currency with its rate from the layout's list; null for AED (or a code the list lacks). */
export function displayCurrencyOf(code: string | null | undefined, layout: LayoutData | undefined): DisplayCurrency | null {
  if (!code || code === BASE_CURRENCY) return null;
  const rate = layout?.currencies?.find((c) => c.code === code);
  return rate ? { code: rate.code, name: rate.name, aedPerUnit: rate.aed_per_unit, rateDate: rate.rate_date } : null;
}
