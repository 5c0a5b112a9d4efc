import { Alert, CircularProgress } from '@mui/material';
import { Create, Edit, SaveButton, Show, SimpleForm, Toolbar, useCanAccess, useGetList, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { ReadOnly, readOnlySx, useReadOnly } from '../common/readOnly';
import { ArrayInput, SimpleFormIterator, TextInput } from '../common/inputs';
import { RichTextInput } from '../common/RichText';
import { pageSchema } from '../../src/schemas/editorial';
import type { PageName } from '../../src/constants';
import { schemaResolver } from '../common/resolver';
import { TranslationInputs } from '../common/Translations';
import { withTranslations } from '../../src/schemas/translations';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
// Editorial safety (issue 31): stale-save conflicts and drafts of the live page (decision 025).
import { ConflictContext, useConflictState } from '../versions/conflict';
import { ConflictPanel } from '../versions/ConflictPanel';
import { DraftBanner } from '../versions/DraftBanner';
import { SaveDraftButton } from '../versions/SaveDraftButton';
import { draftOf } from '../versions/drafts';

// The form checks every language with the same rules as the server.
const resolver = schemaResolver(withTranslations(pageSchema));

/** The content sections of a page, in English (content) or a translation (translations.<lang>.content): the same shape. */
function SectionsInput({ source, label = 'Content sections' }: { source: string; label?: string }) {
  return (
    <ArrayInput source={`${source}.sections`} label={label}>
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
  );
}

/** Save (Save and publish while the form shows a draft) and Save as draft: pages are live as soon as they are saved. */
function PageToolbar() {
  const hasDraft = !!draftOf(useRecordContext());
  return (
    <Toolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ConflictPanel />
      <SaveButton label={hasDraft ? 'oasis.drafts.save_publish' : undefined} />
      <SaveDraftButton />
    </Toolbar>
  );
}

/** Title, description and the content sections of one site page: {sections:[{key,heading,body,items:[...]}]}, then their translations. */
function PageForm() {
  const readOnly = useReadOnly();
  return (
    <SimpleForm resolver={resolver} toolbar={readOnly ? false : <PageToolbar />}>
      <TextInput source="title" fullWidth helperText="Shown as the page's title in search results and the browser tab" />
      <TextInput source="description" fullWidth multiline helperText="Search-result summary, up to 300 characters" />
      <SectionsInput source="content" />
      <TranslationInputs
        resource="pages"
        schema={pageSchema}
        // Same keys as English, so the site places each translated section where the English one goes.
        custom={{ content: (source, lang) => <SectionsInput source={source} label={`Content sections (${LANGUAGE_INFO[lang].englishName})`} /> }}
      />
    </SimpleForm>
  );
}

/** Edits the `pages` row of one page_name, creating it on first save when it does not exist yet. */
export function PageEditor({ pageName, title }: { pageName: PageName; title: string }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { canAccess: canEdit, isPending: accessPending } = useCanAccess({ action: 'edit', resource });
  const { data, isPending, error } = useGetList(resource, { filter: { page_name: pageName }, pagination: { page: 1, perPage: 1 } });
  if (isPending || accessPending) return <CircularProgress sx={{ m: 4 }} aria-label={translate('oasis.app.loading')} />;
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  const page = data?.[0];
  // Roles that may read but not edit pages see the same form, read-only.
  if (!canEdit)
    return page ? (
      <Show id={page.id} title={title} actions={false} sx={readOnlySx}>
        <ReadOnly>
          <PageForm />
        </ReadOnly>
      </Show>
    ) : (
      <Alert severity="info" sx={{ m: 2 }}>{translate('oasis.pages.empty')}</Alert>
    );
  if (!page)
    return (
      <Create title={title} record={{ page_name: pageName, title, description: '', content: { sections: [] } }} redirect={false}>
        <PageForm />
      </Create>
    );
  return <PageEdit id={page.id} title={title} />;
}

/** The page's edit screen: the form shows its pending draft, if any, under the draft banner. */
function PageEdit({ id, title }: { id: number; title: string }) {
  const { onError, value } = useConflictState();
  return (
    <ConflictContext.Provider value={value}>
      <Edit id={id} title={title} mutationMode="pessimistic" redirect={false} mutationOptions={{ onError }} queryOptions={{ meta: { withDraft: true } }}>
        <DraftBanner />
        <PageForm />
      </Edit>
    </ConflictContext.Provider>
  );
}
