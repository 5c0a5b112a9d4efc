import { currencyRateSchema } from '../schemas/currency';
import { define } from './define';

/**
 * The currencies the site converts AED prices into (issue 26): AED for one unit, dated. Staff (or `npm run rates`)
 * keep them; USD is the migration's row at its peg. Codes and rates are the same in every language: nothing to translate.
 */
export const currencyRates = define({
  name: 'currency-rates',
  table: 'currency_rates',
  label: { one: { en: 'Currency rate', ru: 'Курс валюты' }, many: { en: 'Currency rates', ru: 'Курсы валют' } },
  fields: currencyRateSchema,
  fieldLabels: {
    code: { en: 'Currency code', ru: 'Код валюты' },
    name: { en: 'Name', ru: 'Название' },
    aed_per_unit: { en: 'AED for one unit', ru: 'AED за единицу' },
    rate_date: { en: 'Rate date', ru: 'Дата курса' },
  },
  access: 'content',
  public: 'all',
  list: { columns: ['code', 'name', 'aed_per_unit', 'rate_date'], search: ['code', 'name'], sort: ['code', 'ASC'] },
  menu: { group: 'Follow-up', order: 5 },
  // The demo adds a rouble rate of the demo day beside the USD peg (issue 39): a Russian-speaking visitor sees
  // roubles beside AED (/ru picks RUB when offered, server/currency/display.ts).
  demo: [{ code: 'RUB', name: 'Russian rouble', aed_per_unit: 0.0462, rate_date: '2026-11-27' }],
});
