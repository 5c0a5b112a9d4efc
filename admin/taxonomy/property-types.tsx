import CategoryIcon from '@mui/icons-material/Category';
import { SearchInput, SimpleForm, TextField, DateField } from 'react-admin';
import { TextInput } from '../common/inputs';
import { propertyTypes } from '../../src/resources/property-types';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { shortDate } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(propertyTypes.fields));

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: 'slug',
  tertiary: (r) => shortDate(r.updated_at),
};

export const PropertyTypeList = () => (
  <ResponsiveList compact={phoneRow} title="Property Type" filters={[<SearchInput key="q" source="q" alwaysOn />, missingTranslationFilter, outdatedTranslationFilter]}>
    <TextField source="name" />
    <TextField source="slug" />
    <DateField source="updated_at" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const PropertyTypeForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <TextInput source="name" />
    <SlugInput from="name" />
    <TranslationInputs resource={propertyTypes.name} schema={propertyTypes.fields} />
  </SimpleForm>
);

export default designedScreens(propertyTypes, {
  list: PropertyTypeList,
  ...formScreens(PropertyTypeForm, { create: 'Add property type', edit: 'Edit property type', show: 'Property type' }),
  icon: CategoryIcon,
  recordRepresentation: 'name',
});
