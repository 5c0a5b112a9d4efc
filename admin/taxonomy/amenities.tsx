import PoolIcon from '@mui/icons-material/Pool';
import { SearchInput, SelectField, SimpleForm, TextField } from 'react-admin';
import { SelectInput, TextInput } from '../common/inputs';
import { amenities } from '../../src/resources/amenities';
import { designedScreens } from '../screens/defined';
import { AMENITY_SCOPES } from '../../src/constants';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { joinParts } from '../common/format';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(amenities.fields));

const SCOPE_CHOICES = AMENITY_SCOPES.map((id) => ({ id, name: id === 'both' ? 'Projects and areas' : id === 'project' ? 'Projects' : 'Areas' }));

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: (r) => joinParts(r.icon, SCOPE_CHOICES.find((c) => c.id === r.applies_to)?.name),
};

export const AmenityList = () => (
  <ResponsiveList compact={phoneRow} title="Area Amenities List" filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="applies_to" source="applies_to" choices={SCOPE_CHOICES} />, missingTranslationFilter, outdatedTranslationFilter]}>
    <TextField source="name" />
    <TextField source="icon" />
    <SelectField source="applies_to" choices={SCOPE_CHOICES} />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const AmenityForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <TextInput source="name" />
    <TextInput source="icon" helperText="Icon name, for example pool or gym" />
    <SelectInput source="applies_to" choices={SCOPE_CHOICES} />
    <TranslationInputs resource={amenities.name} schema={amenities.fields} />
  </SimpleForm>
);

export default designedScreens(amenities, {
  list: AmenityList,
  ...formScreens(AmenityForm, { create: 'Add amenity', edit: 'Edit amenity', show: 'Amenity' }, { applies_to: 'both' }),
  icon: PoolIcon,
  recordRepresentation: 'name',
});
