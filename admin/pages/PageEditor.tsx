import { Alert, CircularProgress } from '@mui/material';
import { ArrayInput, Create, Edit, SimpleForm, SimpleFormIterator, TextInput, useGetList } from 'react-admin';
import { RichTextInput } from '../common/RichText';
import { pageSchema } from '../../src/schemas/editorial';
import type { PageName } from '../../src/constants';
import { schemaResolver } from '../common/resolver';

/** Title, description and the content sections of one site page: {sections:[{key,heading,body,items:[...]}]}. */
function PageForm() {
  return (
    <SimpleForm resolver={schemaResolver(pageSchema)}>
      <TextInput source="title" fullWidth helperText="Shown as the page's title in search results and the browser tab" />
      <TextInput source="description" fullWidth multiline helperText="Search-result summary, up to 300 characters" />
      <ArrayInput source="content.sections" label="Content sections">
        <SimpleFormIterator>
          <TextInput source="key" helperText="Short name the site uses to place this section, e.g. hero or benefits" />
          <TextInput source="heading" fullWidth />
          <RichTextInput source="body" fullWidth />
          <ArrayInput source="items">
            <SimpleFormIterator inline>
              <TextInput source="title" />
              <TextInput source="text" multiline />
              <TextInput source="value" />
              <TextInput source="icon" />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

/** Edits the `pages` row of one page_name, creating it on first save when it does not exist yet. */
export function PageEditor({ pageName, title }: { pageName: PageName; title: string }) {
  const { data, isPending, error } = useGetList('pages', { filter: { page_name: pageName }, pagination: { page: 1, perPage: 1 } });
  if (isPending) return <CircularProgress sx={{ m: 4 }} aria-label="Loading" />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  const page = data?.[0];
  if (!page)
    return (
      <Create resource="pages" title={title} record={{ page_name: pageName, title, description: '', content: { sections: [] } }} redirect={false}>
        <PageForm />
      </Create>
    );
  return (
    <Edit resource="pages" id={page.id} title={title} mutationMode="pessimistic" redirect={false}>
      <PageForm />
    </Edit>
  );
}
