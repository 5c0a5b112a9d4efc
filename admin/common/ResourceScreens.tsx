import { useState, type ReactElement, type ReactNode } from 'react';
import { BulkDeleteButton, Create, Datagrid, DeleteButton, Edit, List, SaveButton, Toolbar, useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ListActions } from './ListActions';
import { editPath, redirectToEdit, redirectToList } from './paths';

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

/** A list whose rows open the spec's edit route, with bulk delete where the role may delete. */
export function ResourceList({ resource, title, filters, children, sort }: { resource: string; title: string; filters?: ReactElement[]; children: ReactNode; sort?: { field: string; order: 'ASC' | 'DESC' } }) {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  return (
    <List resource={resource} title={title} filters={filters} actions={<ListActions filters={Boolean(filters?.length)} />} sort={sort}>
      <Datagrid rowClick={canEdit ? (id) => editPath(resource, id) : false} bulkActionButtons={canDelete ? <BulkDeleteButton /> : false}>
        {children}
      </Datagrid>
    </List>
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
