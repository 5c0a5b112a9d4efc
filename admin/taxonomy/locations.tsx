import PlaceIcon from '@mui/icons-material/Place';
import { ReferenceField, SearchInput, SimpleForm, TextField, DateField } from 'react-admin';
import { ReferenceInput, TextInput } from '../common/inputs';
import { locations } from '../../src/resources/locations';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { shortDate } from '../common/format';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(locations.fields));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <ReferenceInput key="area_id" source="area_id" reference="areas" />, missingTranslationFilter, outdatedTranslationFilter];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: () => <ReferenceField source="area_id" reference="areas" link={false} />,
  tertiary: (r) => shortDate(r.updated_at),
};

export const LocationList = () => (
  <ResponsiveList compact={phoneRow} title="Locations List" filters={filters}>
    <TextField source="name" />
    <ReferenceField source="area_id" reference="areas" link={false} />
    <DateField source="updated_at" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const LocationForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <TextInput source="name" />
    <ReferenceInput source="area_id" reference="areas" />
    <TranslationInputs resource={locations.name} schema={locations.fields} />
  </SimpleForm>
);

export default designedScreens(locations, {
  list: LocationList,
  ...formScreens(LocationForm, { create: 'Add location', edit: 'Edit location', show: 'Location' }),
  icon: PlaceIcon,
  recordRepresentation: 'name',
});
