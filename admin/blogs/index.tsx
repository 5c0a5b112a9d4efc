import ArticleIcon from '@mui/icons-material/Article';
import { BooleanField, DateField, FormTab, SearchInput, SelectField, TabbedForm, TextField } from 'react-admin';
import { BooleanInput, SelectInput, TextInput } from '../common/inputs';
import { RichTextInput } from '../common/RichText';
import { blogs } from '../../src/resources/blogs';
import { designedScreens } from '../screens/defined';
import { BLOG_CATEGORIES } from '../../src/constants';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { shortDate, joinParts } from '../common/format';
import { SlugInput } from '../common/SlugInput';
import { SeoFields } from '../common/SeoFields';
import { PublishFields } from '../common/PublishFields';
import { SingleImageInput } from '../common/MediaInputs';
import { StringListInput } from '../common/ListInputs';
import { schemaResolver } from '../common/resolver';
import { MissingTranslations, missingTranslationFilter, outdatedTranslationFilter, TranslationInputs } from '../common/Translations';
// Drafts of published records (issue 31)
import { hasDraftFilter } from '../versions/drafts';
import { withTranslations } from '../../src/schemas/translations';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(blogs.fields));

const CATEGORY_CHOICES = BLOG_CATEGORIES.map((id) => ({ id, name: id === 'news' ? 'News' : 'Blog' }));
const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />, <BooleanInput key="published" source="published" />, missingTranslationFilter, outdatedTranslationFilter, hasDraftFilter];

/** Phone row: what staff need to pick the record. */
const phoneRow: CompactRow = {
  primary: 'title',
  secondary: (r) => joinParts(r.category === 'news' ? 'News' : 'Blog', r.author),
  tertiary: (r) => shortDate(r.published_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

export const BlogList = () => (
  <ResponsiveList compact={phoneRow} title="Blog List" filters={filters} sort={{ field: 'published_at', order: 'DESC' }}>
    <TextField source="title" />
    <SelectField source="category" choices={CATEGORY_CHOICES} />
    <TextField source="author" />
    <BooleanField source="published" />
    <DateField source="published_at" />
    <MissingTranslations source="translated_langs" sortable={false} />
  </ResponsiveList>
);

const BlogForm = () => (
  <TabbedForm syncWithLocation={false} resolver={resolver} toolbar={<FormToolbar />}>
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
    <FormTab label="Translations">
      <TranslationInputs resource={blogs.name} schema={blogs.fields} />
    </FormTab>
  </TabbedForm>
);

export default designedScreens(blogs, {
  list: BlogList,
  ...formScreens(BlogForm, { create: 'Add blog', edit: 'Edit blog', show: 'Blog' }, { category: 'blog', published: false }),
  icon: ArticleIcon,
  recordRepresentation: 'title',
});
