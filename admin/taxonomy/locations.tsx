import PlaceIcon from '@mui/icons-material/Place';
import { ReferenceField, ReferenceInput, SearchInput, SimpleForm, TextField, TextInput, DateField } from 'react-admin';
import { locationSchema } from '../../src/schemas/taxonomy';
import { FormToolbar, ResourceCreate, ResourceEdit, ResourceList } from '../common/ResourceScreens';
import { schemaResolver } from '../common/resolver';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <ReferenceInput key="area_id" source="area_id" reference="areas" />];

export const LocationList = () => (
  <ResourceList resource="locations" title="Locations List" filters={filters}>
    <TextField source="name" />
    <ReferenceField source="area_id" reference="areas" link={false} />
    <DateField source="updated_at" />
  </ResourceList>
);

const LocationForm = () => (
  <SimpleForm resolver={schemaResolver(locationSchema)} toolbar={<FormToolbar resource="locations" />}>
    <TextInput source="name" />
    <ReferenceInput source="area_id" reference="areas" />
  </SimpleForm>
);

export default {
  list: LocationList,
  create: () => <ResourceCreate resource="locations" title="Add location"><LocationForm /></ResourceCreate>,
  edit: () => <ResourceEdit resource="locations" title="Edit location"><LocationForm /></ResourceEdit>,
  icon: PlaceIcon,
  recordRepresentation: 'name',
};
