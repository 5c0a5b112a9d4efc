import { Stack } from '@mui/material';
import { AutocompleteInput, FormTab, TabbedForm } from 'react-admin';
import { ArrayInput, BooleanInput, NumberInput, ReferenceArrayInput, ReferenceInput, SelectInput, SimpleFormIterator, TextInput } from '../common/inputs';
import { RichTextInput } from '../common/RichText';
import { projectSchema } from '../../src/schemas/project';
import { projects } from '../../src/resources/projects';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { PublishFields } from '../common/PublishFields';
import { GalleryInput, PdfInput } from '../common/MediaInputs';
import { NearbyInput, StringListInput } from '../common/ListInputs';
import { schemaResolver } from '../common/resolver';
import { TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';
import { FormToolbar } from '../screens/ResourceScreens';
import { PROJECT_STATUS_CHOICES } from './ProjectFilters';
import { ComplianceInputs } from './ComplianceInputs';
import { PaymentPlanInput, PlanLabelsInput } from './PaymentPlanInput';

// The form checks every language with the same rules as the server (the fields staff write; the server sets the others).
const resolver = schemaResolver(withTranslations(projectSchema));

export function ProjectForm() {
  return (
    <TabbedForm syncWithLocation={false} resolver={resolver} toolbar={<FormToolbar />}>
      <FormTab label="Summary">
        <TextInput source="title" fullWidth />
        <SlugInput />
        <SelectInput source="status" choices={PROJECT_STATUS_CHOICES} />
        <BooleanInput source="show_apartment" helperText="Visitors may book a viewing (ready projects always offer one)" />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* Sized to their content (issue 40 item 7): the longest developer, area and location names show whole. */}
          <ReferenceInput source="developer_id" reference="developers"><AutocompleteInput fullWidth sx={{ minWidth: 260 }} /></ReferenceInput>
          <ReferenceInput source="area_id" reference="areas"><AutocompleteInput fullWidth sx={{ minWidth: 260 }} /></ReferenceInput>
          <ReferenceInput source="location_id" reference="locations"><AutocompleteInput fullWidth sx={{ minWidth: 260 }} /></ReferenceInput>
        </Stack>
        <ReferenceArrayInput source="property_type_ids" reference="property-types" />
        <ReferenceArrayInput source="amenity_ids" reference="amenities" />
        <PublishFields featured />
      </FormTab>
      <FormTab label="Prices and plan">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="starting_price_aed" />
          <NumberInput source="price_per_sqft_aed" helperText="Recomputed when the starting price or the smallest size changes" />
          <NumberInput source="units_available" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="bedrooms_min" />
          <NumberInput source="bedrooms_max" />
          <NumberInput source="size_sqft_min" />
          <NumberInput source="size_sqft_max" />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="handover_year" />
          <SelectInput source="handover_quarter" choices={[1, 2, 3, 4].map((q) => ({ id: q, name: `Q${q}` }))} />
          <NumberInput source="service_charge_aed_per_sqft" />
          <NumberInput source="expected_rental_yield_pct" />
        </Stack>
        <PaymentPlanInput />
        <BooleanInput source="post_handover" />
        <ArrayInput source="unit_types">
          <SimpleFormIterator inline>
            <TextInput source="name" />
            <NumberInput source="bedrooms" />
            <NumberInput source="size_sqft_from" />
            <NumberInput source="size_sqft_to" />
            <NumberInput source="price_from_aed" />
            <NumberInput source="available" />
          </SimpleFormIterator>
        </ArrayInput>
      </FormTab>
      <FormTab label="Description">
        <RichTextInput source="description" fullWidth />
        <StringListInput source="highlights" itemLabel="Highlight" />
      </FormTab>
      <FormTab label="Media">
        <GalleryInput source="gallery" />
        <GalleryInput source="floor_plans" />
        <PdfInput source="brochure" />
        <BooleanInput source="brochure_gated" />
        <TextInput source="video_url" fullWidth slotProps={{ htmlInput: { inputMode: 'url' } }} />
      </FormTab>
      <FormTab label="Compliance">
        <ComplianceInputs />
      </FormTab>
      <FormTab label="Location">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="latitude" />
          <NumberInput source="longitude" />
        </Stack>
        <NearbyInput />
      </FormTab>
      <FormTab label="SEO">
        <SeoFields pathPrefix="/project" />
      </FormTab>
      <FormTab label="Translations">
        <TranslationInputs resource={projects.name} schema={projectSchema} custom={{ payment_plan: (source) => <PlanLabelsInput source={source} /> }} />
      </FormTab>
    </TabbedForm>
  );
}
