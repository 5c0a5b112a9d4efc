import { ALL_OPS, defineResource } from './define';
import { currencyRateSchema } from '../../src/schemas/currency';

export type { CurrencyRatesTable, CurrencyRateTables } from '../db/tables';

export const currencyRates = defineResource({
  // Staff (or `npm run rates`) keep them; the demo adds a rouble rate of the demo day beside the migration's USD peg
  // (issue 39): a Russian-speaking visitor sees roubles beside AED (/ru picks RUB when offered, server/currency/display.ts).
  demo: [{ code: 'RUB', name: 'Russian rouble', aed_per_unit: 0.0462, rate_date: '2026-11-27' }],
  name: 'currency-rates', table: 'currency_rates', label: 'Currency rate', schema: currencyRateSchema, search: ['code', 'name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['code', 'ASC'],
});
