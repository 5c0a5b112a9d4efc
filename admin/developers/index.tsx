import ApartmentIcon from '@mui/icons-material/Apartment';
import { Stack } from '@mui/material';
import { BooleanField, DateField, FormTab, NumberField, SearchInput, TabbedForm, TextField } from 'react-admin';
import { BooleanInput, NumberInput, TextInput } from '../common/inputs';
import { RichTextInput } from '../common/RichText';
import { developers } from '../../src/resources/developers';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate, joinParts } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
// Drafts of published records (issue 31)
import { hasDraftFilter } from '../versions/drafts';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(developers.fields));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />, missingTranslationFilter, outdatedTranslationFilter, hasDraftFilter];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: (r) => joinParts(r.headquarters, r.rera_number && `RERA ${r.rera_number}`),
  tertiary: (r) => shortDate(r.updated_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const DeveloperList = () => (
  <ResponsiveList compact={phoneRow} title="Developers" filters={filters}>
    <TextField source="name" />
    <TextField source="headquarters" />
    <NumberField source="delivered_projects" />
    <TextField source="rera_number" />
    <BooleanField source="published" />
    <DateField source="updated_at" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const DeveloperForm = () => (
  <TabbedForm syncWithLocation={false} resolver={resolver} toolbar={<FormToolbar />}>
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
        {/* Investor math (issue 26) */}
        <BooleanInput source="golden_visa_approved" label="Approved for the Golden Visa (off-plan counts)" />
      </Stack>
    </FormTab>
    <FormTab label="Media">
      <SingleImageInput source="logo" />
      <SingleImageInput source="cover" />
    </FormTab>
    <FormTab label="SEO">
      <SeoFields titleFrom="name" pathPrefix="/developers" />
    </FormTab>
    <FormTab label="Translations">
      <TranslationInputs resource={developers.name} schema={developers.fields} />
    </FormTab>
  </TabbedForm>
);

export default designedScreens(developers, {
  list: DeveloperList,
  ...formScreens(DeveloperForm, { create: 'Add New Developer', edit: 'Edit developer', show: 'Developer' }, { published: false }),
  icon: ApartmentIcon,
  recordRepresentation: 'name',
});
