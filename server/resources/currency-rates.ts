import { ALL_OPS, defineResource } from './define';
import { currencyRateSchema } from '../../src/schemas/currency';

export type { CurrencyRatesTable, CurrencyRateTables } from '../db/tables';

export const currencyRates = defineResource({
  // Only ever from visitors (or staff), never demo content.
  demo: false,
  name: 'currency-rates', table: 'currency_rates', label: 'Currency rate', schema: currencyRateSchema, search: ['code', 'name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['code', 'ASC'],
});
