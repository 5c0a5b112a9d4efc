/**
 * Currencies (issue 26 item 3): AED is the base; a rate says how many AED one unit of the currency buys
 * (USD is pegged at 3.6725). Conversion is shared by the site and the server; prices stay integer AED.
 */
export const BASE_CURRENCY = 'AED';
export const USD_PEG_AED = 3.6725;

/** A foreign amount in whole units (rounded half away from zero, as a price is written). */
export function fromAed(amountAed: number, aedPerUnit: number): number {
  if (!(aedPerUnit > 0)) throw new RangeError('A rate must be positive');
  return Math.round(amountAed / aedPerUnit);
}

/** A price typed in another currency, as whole AED (a filter's bound: the URL stays in AED). */
export function toAed(amount: number, aedPerUnit: number): number {
  if (!(aedPerUnit > 0)) throw new RangeError('A rate must be positive');
  return Math.round(amount * aedPerUnit);
}
