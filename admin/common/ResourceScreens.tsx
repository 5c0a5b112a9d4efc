import { useState, type ReactNode } from 'react';
import { Create, DeleteButton, Edit, SaveButton, Toolbar, useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { redirectToEdit, redirectToList } from './paths';

/** Save, and Delete for roles allowed to delete. */
export function FormToolbar({ resource }: { resource: string }) {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteButton redirect={redirectToList} mutationMode="pessimistic" />}
    </Toolbar>
  );
}

export function ResourceCreate({ resource, title, defaults, children }: { resource: string; title: string; defaults?: Record<string, unknown>; children: ReactNode }) {
  // Kept for the screen's lifetime: a new defaults object on a re-render would reset the form.
  const [record] = useState(defaults);
  return (
    <Create resource={resource} title={title} redirect={redirectToEdit} record={record}>
      {children}
    </Create>
  );
}

export function ResourceEdit({ resource, title, children }: { resource: string; title: string; children: ReactNode }) {
  const { id } = useParams();
  return (
    <Edit resource={resource} id={id} title={title} mutationMode="pessimistic" redirect={false}>
      {children}
    </Edit>
  );
}
