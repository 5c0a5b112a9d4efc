import PlaceIcon from '@mui/icons-material/Place';
import { ReferenceField, ReferenceInput, SearchInput, SimpleForm, TextField, TextInput, DateField } from 'react-admin';
import { locationSchema } from '../../src/schemas/taxonomy';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../common/ResourceScreens';
import { ResponsiveList } from '../common/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { shortDate } from '../common/format';
import { schemaResolver } from '../common/resolver';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <ReferenceInput key="area_id" source="area_id" reference="areas" />];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: () => <ReferenceField source="area_id" reference="areas" link={false} />,
  tertiary: (r) => shortDate(r.updated_at),
};

export const LocationList = () => (
  <ResponsiveList resource="locations" compact={phoneRow} title="Locations List" filters={filters}>
    <TextField source="name" />
    <ReferenceField source="area_id" reference="areas" link={false} />
    <DateField source="updated_at" />
  </ResponsiveList>
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
