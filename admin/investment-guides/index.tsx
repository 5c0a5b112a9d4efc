import MenuBookIcon from '@mui/icons-material/MenuBook';
import { BooleanField, DateField, FormTab, SearchInput, TabbedForm, TextField } from 'react-admin';
import { BooleanInput, TextInput } from '../common/inputs';
import { RichTextInput } from '../common/RichText';
import { investmentGuides } from '../../src/resources/investment-guides';
import { designedScreens } from '../screens/defined';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { PublishFields } from '../common/PublishFields';
import { PdfInput, SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
// Drafts of published records (issue 31)
import { hasDraftFilter } from '../versions/drafts';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(investmentGuides.fields));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />, missingTranslationFilter, outdatedTranslationFilter, hasDraftFilter];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'title',
  secondary: 'slug',
  tertiary: (r) => shortDate(r.published_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const GuideList = () => (
  <ResponsiveList compact={phoneRow} title="Investment Guides" filters={filters} sort={{ field: 'published_at', order: 'DESC' }}>
    <TextField source="title" />
    <TextField source="slug" />
    <BooleanField source="published" />
    <DateField source="published_at" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const GuideForm = () => (
  <TabbedForm syncWithLocation={false} resolver={resolver} toolbar={<FormToolbar />}>
    <FormTab label="Guide">
      <TextInput source="title" fullWidth />
      <SlugInput />
      <TextInput source="summary" fullWidth multiline />
      <RichTextInput source="content" fullWidth />
      <SingleImageInput source="cover" />
      <PdfInput source="pdf" />
      <PublishFields />
    </FormTab>
    <FormTab label="SEO">
      <SeoFields pathPrefix="/investment-guide" />
    </FormTab>
    <FormTab label="Translations">
      <TranslationInputs resource={investmentGuides.name} schema={investmentGuides.fields} />
    </FormTab>
  </TabbedForm>
);

export default designedScreens(investmentGuides, {
  list: GuideList,
  ...formScreens(GuideForm, { create: 'Add investment guide', edit: 'Edit investment guide', show: 'Investment guide' }, { published: false }),
  icon: MenuBookIcon,
  recordRepresentation: 'title',
});
