import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { BooleanField, NumberField, SearchInput, SimpleForm, TextField } from 'react-admin';
import { BooleanInput, NumberInput, TextInput } from '../common/inputs';
import { testimonials } from '../../src/resources/testimonials';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { joinParts } from '../common/format';
import { SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
// Drafts of published records (issue 31)
import { hasDraftFilter } from '../versions/drafts';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(testimonials.fields));

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'name',
  secondary: (r) => joinParts(r.country, r.rating && `${r.rating}/5`),
  tertiary: (r) => `#${r.position}`,
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const TestimonialList = () => (
  <ResponsiveList compact={phoneRow} title="Testimonial" filters={[<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />, missingTranslationFilter, outdatedTranslationFilter, hasDraftFilter]} sort={{ field: 'position', order: 'ASC' }}>
    <TextField source="name" />
    <TextField source="country" />
    <NumberField source="rating" />
    <NumberField source="position" />
    <BooleanField source="published" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const TestimonialForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <TextInput source="name" />
    <TextInput source="country" />
    <TextInput source="quote" fullWidth multiline minRows={3} />
    <NumberInput source="rating" min={1} max={5} />
    <NumberInput source="position" />
    <SingleImageInput source="photo" />
    <BooleanInput source="published" />
    <TranslationInputs resource={testimonials.name} schema={testimonials.fields} />
  </SimpleForm>
);

export default designedScreens(testimonials, {
  list: TestimonialList,
  ...formScreens(TestimonialForm, { create: 'Add testimonial', edit: 'Edit testimonial', show: 'Testimonial' }, { rating: 5, position: 0, published: false }),
  icon: FormatQuoteIcon,
  recordRepresentation: 'name',
});
