import { useState, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useAdminPaths } from '../common/paths';
import { ReadOnly, readOnlySx, useReadOnly } from '../common/readOnly';
// Editorial safety (issue 31): conflicts of stale saves, history and restore.
import { ConflictContext, useConflictState } from '../versions/conflict';
import { ConflictPanel } from '../versions/ConflictPanel';
import { HistoryButton } from '../versions/HistoryButton';
import { PresenceNotice } from '../versions/PresenceNotice';
import { PreviewButton } from '../editorial/PreviewButton';
// Drafts of published records (issue 31, decision 025)
import { Create, DeleteButton, Edit, SaveButton, Show, Toolbar, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { DraftBanner } from '../versions/DraftBanner';
import { SaveDraftButton } from '../versions/SaveDraftButton';
import { draftOf } from '../versions/drafts';

/** Save (and Save as draft), and Delete for roles allowed to delete; nothing in a read-only view. */
export function FormToolbar() {
  const resource = useResourceContext() ?? '';
  const readOnly = useReadOnly();
  const { redirectToList } = useAdminPaths();
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  // With a pending draft the form shows it: Save makes it live with the editor's changes.
  const hasDraft = !!draftOf(useRecordContext());
  if (readOnly) return null;
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <PresenceNotice />
      <ConflictPanel />
      <SaveButton label={hasDraft ? 'oasis.drafts.save_publish' : undefined} />
      <SaveDraftButton />
      <HistoryButton />
      <PreviewButton />
      {canDelete && <DeleteButton redirect={redirectToList} mutationMode="pessimistic" />}
    </Toolbar>
  );
}

export function ResourceCreate({ title, defaults, children }: { title: string; defaults?: Record<string, unknown>; children: ReactNode }) {
  const { redirectToEdit } = useAdminPaths();
  // Kept for the screen's lifetime: a new defaults object on a re-render would reset the form.
  const [record] = useState(defaults);
  return (
    <Create title={title} redirect={redirectToEdit} record={record}>
      {children}
    </Create>
  );
}

export function ResourceEdit({ title, children }: { title: string; children: ReactNode }) {
  const { id } = useParams();
  // A save refused because someone else saved first (409) opens the conflict panel of the form (issue 31).
  const { onError, value } = useConflictState();
  return (
    <ConflictContext.Provider value={value}>
      <Edit id={id} title={title} mutationMode="pessimistic" redirect={false} mutationOptions={{ onError }} queryOptions={{ meta: { withDraft: true } }}>
        <DraftBanner />
        {children}
      </Edit>
    </ConflictContext.Provider>
  );
}

/** The show view of roles that may read but not edit: the editor's own form, read-only, without Save or Delete. */
export function ResourceShow({ title, children }: { title: string; children: ReactNode }) {
  const { id } = useParams();
  return (
    <Show id={id} title={title} actions={false} sx={readOnlySx}>
      <ReadOnly>{children}</ReadOnly>
    </Show>
  );
}

/** Create, edit and show screens of a resource from its one form. */
export function formScreens(Form: ComponentType, titles: { create: string; edit: string; show: string }, defaults?: Record<string, unknown>) {
  return {
    create: () => (
      <ResourceCreate title={titles.create} defaults={defaults}>
        <Form />
      </ResourceCreate>
    ),
    edit: () => (
      <ResourceEdit title={titles.edit}>
        <Form />
      </ResourceEdit>
    ),
    show: () => (
      <ResourceShow title={titles.show}>
        <Form />
      </ResourceShow>
    ),
  };
}
