import CategoryIcon from '@mui/icons-material/Category';
import { SearchInput, SimpleForm, TextField, TextInput, DateField } from 'react-admin';
import { propertyTypeSchema } from '../../src/schemas/taxonomy';
import { FormToolbar, ResourceCreate, ResourceEdit, ResourceList } from '../common/ResourceScreens';
import { SlugInput } from '../common/SlugInput';
import { schemaResolver } from '../common/resolver';

export const PropertyTypeList = () => (
  <ResourceList resource="property-types" title="Property Type" filters={[<SearchInput key="q" source="q" alwaysOn />]}>
    <TextField source="name" />
    <TextField source="slug" />
    <DateField source="updated_at" />
  </ResourceList>
);

const PropertyTypeForm = () => (
  <SimpleForm resolver={schemaResolver(propertyTypeSchema)} toolbar={<FormToolbar resource="property-types" />}>
    <TextInput source="name" />
    <SlugInput from="name" />
  </SimpleForm>
);

export default {
  list: PropertyTypeList,
  create: () => <ResourceCreate resource="property-types" title="Add property type"><PropertyTypeForm /></ResourceCreate>,
  edit: () => <ResourceEdit resource="property-types" title="Edit property type"><PropertyTypeForm /></ResourceEdit>,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
