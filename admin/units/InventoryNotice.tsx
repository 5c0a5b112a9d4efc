import { Alert, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import { useTr } from '../common/useTr';
import type { StaffInventory } from './api';

/**
 * Where a project's public "N available" comes from (issue 40 item 6): its units, or (with no units yet) the figure
 * typed on the project, which nobody can hold. Staff see it wherever they look for units.
 */
export function InventoryNotice({ inventory }: { inventory: StaffInventory }) {
  const tr = useTr();
  const { canAccess: canImport } = useCanAccess({ resource: 'units', action: 'create' });
  const importLink = canImport ? <Button component={Link} to={`/units-import?project_id=${inventory.project.id}`} size="small">{tr('Import the price list')}</Button> : undefined;
  if (inventory.public_source === 'typed')
    return (
      <Alert severity="warning" action={importLink} data-testid="inventory-notice">
        {tr('%{project} has no units in the inventory: its public page shows %{count} available from the figure typed on the project. Import the developer\'s price list to hold units.', { project: inventory.project.title, count: inventory.public_available ?? 0 })}
      </Alert>
    );
  if (inventory.public_source === 'none')
    return <Alert severity="info" action={importLink} data-testid="inventory-notice">{tr('%{project} has no units in the inventory yet.', { project: inventory.project.title })}</Alert>;
  return (
    <Alert severity={inventory.available ? 'success' : 'info'} data-testid="inventory-notice">
      {tr('%{available} of %{total} units available: the public page shows the same %{available}.', { available: inventory.available, total: inventory.total })}
    </Alert>
  );
}
