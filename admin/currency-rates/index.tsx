import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { NumberField, SearchInput, SimpleForm, TextField } from 'react-admin';
import { NumberInput, TextInput } from '../common/inputs';
import { currencyRates } from '../../src/resources/currency-rates';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { schemaResolver } from '../common/resolver';

/** Investor math (issue 26): the rates the site converts AED prices with. The form checks with the server's schema. */
const resolver = schemaResolver(currencyRates.fields);

const phoneRow: CompactRow = { primary: 'code', secondary: (r) => `${r.aed_per_unit} AED, ${r.rate_date}` };

const CurrencyRateList = () => (
  <ResponsiveList compact={phoneRow} title="Currency rates" filters={[<SearchInput key="q" source="q" alwaysOn />]}>
    <TextField source="code" />
    <TextField source="name" />
    <NumberField source="aed_per_unit" options={{ maximumFractionDigits: 6 }} />
    <TextField source="rate_date" />
  </ResponsiveList>
);

const CurrencyRateForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <TextInput source="code" helperText="ISO 4217, for example EUR" />
    <TextInput source="name" />
    <NumberInput source="aed_per_unit" helperText="AED for one unit (USD is pegged at 3.6725)" step={0.0001} />
    <TextInput source="rate_date" helperText="The day of the rate, YYYY-MM-DD" />
  </SimpleForm>
);

export default designedScreens(currencyRates, {
  list: CurrencyRateList,
  ...formScreens(CurrencyRateForm, { create: 'Add currency rate', edit: 'Edit currency rate', show: 'Currency rate' }, { rate_date: new Date().toISOString().slice(0, 10) }),
  icon: CurrencyExchangeIcon,
  recordRepresentation: 'code',
});
