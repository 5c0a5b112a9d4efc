import MapIcon from '@mui/icons-material/Map';
import { Stack } from '@mui/material';
import { BooleanField, FormTab, NumberField, SearchInput, TabbedForm, TextField, DateField } from 'react-admin';
import { BooleanInput, NumberInput, ReferenceArrayInput, TextInput } from '../common/inputs';
import { RichTextInput } from '../common/RichText';
import { areas } from '../../src/resources/areas';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate, formatAed, joinParts } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { GalleryInput, SingleImageInput } from '../common/MediaInputs';
import { NearbyInput, StringListInput } from '../common/ListInputs';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
// Drafts of published records (issue 31)
import { hasDraftFilter } from '../versions/drafts';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(areas.fields));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />, <BooleanInput key="featured" source="featured" />, missingTranslationFilter, outdatedTranslationFilter, hasDraftFilter];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: (r) => joinParts(r.avg_price_per_sqft_aed && `${formatAed(r.avg_price_per_sqft_aed)} / sq ft`, r.rental_yield_pct && `${r.rental_yield_pct}% yield`),
  tertiary: (r) => shortDate(r.updated_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const AreaList = () => (
  <ResponsiveList compact={phoneRow} title="Areas" filters={filters}>
    <TextField source="name" />
    <TextField source="slug" />
    <NumberField source="avg_price_per_sqft_aed" />
    <NumberField source="rental_yield_pct" />
    <BooleanField source="published" />
    <DateField source="updated_at" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const AreaForm = () => (
  <TabbedForm syncWithLocation={false} resolver={resolver} toolbar={<FormToolbar />}>
    <FormTab label="Summary">
      <TextInput source="name" fullWidth />
      <SlugInput from="name" />
      <TextInput source="summary" fullWidth multiline />
      <RichTextInput source="description" fullWidth />
      <Stack direction="row" spacing={2}>
        <BooleanInput source="published" />
        <BooleanInput source="featured" />
      </Stack>
    </FormTab>
    <FormTab label="Market">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="avg_price_per_sqft_aed" />
        <NumberInput source="rental_yield_pct" />
        <NumberInput source="service_charge_min_aed" />
        <NumberInput source="service_charge_max_aed" />
      </Stack>
      <StringListInput source="highlights" itemLabel="Highlight" />
      <StringListInput source="good_for" itemLabel="Good for" />
      <ReferenceArrayInput source="amenity_ids" reference="amenities" />
    </FormTab>
    <FormTab label="Media">
      <SingleImageInput source="hero_image" />
      <GalleryInput source="gallery" />
    </FormTab>
    <FormTab label="Location">
      <Stack direction="row" spacing={2}>
        <NumberInput source="latitude" />
        <NumberInput source="longitude" />
      </Stack>
      <NearbyInput />
    </FormTab>
    <FormTab label="SEO">
      <SeoFields titleFrom="name" pathPrefix="/area" />
    </FormTab>
    <FormTab label="Translations">
      <TranslationInputs resource={areas.name} schema={areas.fields} />
    </FormTab>
  </TabbedForm>
);

export default designedScreens(areas, {
  list: AreaList,
  ...formScreens(AreaForm, { create: 'Add New Area', edit: 'Edit area', show: 'Area' }, { published: false }),
  icon: MapIcon,
  recordRepresentation: 'name',
});
