import ApartmentIcon from '@mui/icons-material/Apartment';
import { Stack } from '@mui/material';
import { BooleanField, BooleanInput, DateField, FormTab, NumberField, NumberInput, SearchInput, TabbedForm, TextField, TextInput } from 'react-admin';
import { RichTextInput } from '../common/RichText';
import { developerSchema } from '../../src/schemas/developer';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../common/ResourceScreens';
import { ResponsiveList } from '../common/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate, joinParts } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: (r) => joinParts(r.headquarters, r.rera_number && `RERA ${r.rera_number}`),
  tertiary: (r) => shortDate(r.updated_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const DeveloperList = () => (
  <ResponsiveList resource="developers" compact={phoneRow} title="Developers" filters={filters}>
    <TextField source="name" />
    <TextField source="headquarters" />
    <NumberField source="delivered_projects" />
    <TextField source="rera_number" />
    <BooleanField source="published" />
    <DateField source="updated_at" />
  </ResponsiveList>
);

const DeveloperForm = () => (
  <TabbedForm syncWithLocation={false} resolver={schemaResolver(developerSchema)} toolbar={<FormToolbar resource="developers" />}>
    <FormTab label="Profile">
      <TextInput source="name" fullWidth />
      <SlugInput from="name" />
      <TextInput source="summary" fullWidth multiline />
      <RichTextInput source="description" fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="founded_year" />
        <NumberInput source="delivered_projects" />
        <NumberInput source="on_time_delivery_pct" />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="headquarters" />
        <TextInput source="website" slotProps={{ htmlInput: { inputMode: 'url' } }} />
        <TextInput source="rera_number" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <BooleanInput source="published" />
        <BooleanInput source="featured" />
      </Stack>
    </FormTab>
    <FormTab label="Media">
      <SingleImageInput source="logo" />
      <SingleImageInput source="cover" />
    </FormTab>
    <FormTab label="SEO">
      <SeoFields titleFrom="name" pathPrefix="/developers" />
    </FormTab>
  </TabbedForm>
);

export const DeveloperCreate = () => (
  <ResourceCreate resource="developers" title="Add New Developer" defaults={{ published: false }}>
    <DeveloperForm />
  </ResourceCreate>
);
export const DeveloperEdit = () => (
  <ResourceEdit resource="developers" title="Edit developer">
    <DeveloperForm />
  </ResourceEdit>
);

export default { list: DeveloperList, create: DeveloperCreate, edit: DeveloperEdit, icon: ApartmentIcon, recordRepresentation: 'name' };
