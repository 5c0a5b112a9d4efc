import MenuBookIcon from '@mui/icons-material/MenuBook';
import { BooleanField, BooleanInput, DateField, FormTab, SearchInput, TabbedForm, TextField, TextInput } from 'react-admin';
import { RichTextInput } from '../common/RichText';
import { investmentGuideSchema } from '../../src/schemas/editorial';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../common/ResourceScreens';
import { ResponsiveList } from '../common/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { PublishFields } from '../common/PublishFields';
import { PdfInput, SingleImageInput } from '../common/MediaInputs';
import { schemaResolver } from '../common/resolver';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <BooleanInput key="published" source="published" />];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'title',
  secondary: 'slug',
  tertiary: (r) => shortDate(r.published_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const GuideList = () => (
  <ResponsiveList resource="investment-guides" compact={phoneRow} title="Investment Guides" filters={filters} sort={{ field: 'published_at', order: 'DESC' }}>
    <TextField source="title" />
    <TextField source="slug" />
    <BooleanField source="published" />
    <DateField source="published_at" />
  </ResponsiveList>
);

const GuideForm = () => (
  <TabbedForm syncWithLocation={false} resolver={schemaResolver(investmentGuideSchema)} toolbar={<FormToolbar resource="investment-guides" />}>
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
  </TabbedForm>
);

export const GuideCreate = () => (
  <ResourceCreate resource="investment-guides" title="Add investment guide" defaults={{ published: false }}>
    <GuideForm />
  </ResourceCreate>
);
export const GuideEdit = () => (
  <ResourceEdit resource="investment-guides" title="Edit investment guide">
    <GuideForm />
  </ResourceEdit>
);

export default { list: GuideList, create: GuideCreate, edit: GuideEdit, icon: MenuBookIcon, recordRepresentation: 'title' };
