import ArticleIcon from '@mui/icons-material/Article';
import { BooleanField, BooleanInput, DateField, FormTab, SearchInput, SelectField, SelectInput, TabbedForm, TextField, TextInput } from 'react-admin';
import { RichTextInput } from '../common/RichText';
import { blogSchema } from '../../src/schemas/editorial';
import { BLOG_CATEGORIES } from '../../src/constants';
import { FormToolbar, ResourceCreate, ResourceEdit } from '../common/ResourceScreens';
import { ResponsiveList } from '../common/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate, joinParts } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { PublishFields } from '../common/PublishFields';
import { SingleImageInput } from '../common/MediaInputs';
import { StringListInput } from '../common/ListInputs';
import { schemaResolver } from '../common/resolver';

const CATEGORY_CHOICES = BLOG_CATEGORIES.map((id) => ({ id, name: id === 'news' ? 'News' : 'Blog' }));
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />, <BooleanInput key="published" source="published" />];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'title',
  secondary: (r) => joinParts(r.category === 'news' ? 'News' : 'Blog', r.author),
  tertiary: (r) => shortDate(r.published_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const BlogList = () => (
  <ResponsiveList resource="blogs" compact={phoneRow} title="Blog List" filters={filters} sort={{ field: 'published_at', order: 'DESC' }}>
    <TextField source="title" />
    <SelectField source="category" choices={CATEGORY_CHOICES} />
    <TextField source="author" />
    <BooleanField source="published" />
    <DateField source="published_at" />
  </ResponsiveList>
);

const BlogForm = () => (
  <TabbedForm syncWithLocation={false} resolver={schemaResolver(blogSchema)} toolbar={<FormToolbar resource="blogs" />}>
    <FormTab label="Article">
      <TextInput source="title" fullWidth />
      <SlugInput />
      <SelectInput source="category" choices={CATEGORY_CHOICES} />
      <TextInput source="author" />
      <TextInput source="excerpt" fullWidth multiline />
      <RichTextInput source="content" fullWidth />
      <StringListInput source="tags" itemLabel="Tag" />
      <SingleImageInput source="cover" />
      <PublishFields />
    </FormTab>
    <FormTab label="SEO">
      <SeoFields pathPrefix="/blogs" />
    </FormTab>
  </TabbedForm>
);

export const BlogCreate = () => (
  <ResourceCreate resource="blogs" title="Add blog" defaults={{ category: 'blog', published: false }}>
    <BlogForm />
  </ResourceCreate>
);
export const BlogEdit = () => (
  <ResourceEdit resource="blogs" title="Edit blog">
    <BlogForm />
  </ResourceEdit>
);

export default { list: BlogList, create: BlogCreate, edit: BlogEdit, icon: ArticleIcon, recordRepresentation: 'title' };
