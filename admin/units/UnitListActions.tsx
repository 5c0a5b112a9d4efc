import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { projectInventory, type StaffInventory } from './api';
import { InventoryNotice } from './InventoryNotice';

/**
 * The unit list's actions, and, when it is filtered to one project, where that project's public "N available" comes
 * from (issue 40 item 6): the same units, or a typed figure with no units behind it.
 */
export function UnitListActions() {
  const { filterValues } = useListContext();
  const projectId = Number(filterValues?.project_id) || null;
  const [inventory, setInventory] = useState<StaffInventory | null>(null);
  useEffect(() => {
    setInventory(null);
    if (projectId) projectInventory(projectId).then(setInventory, () => setInventory(null));
  }, [projectId]);
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', justifyItems: 'end' }}>
      <ListActions />
      {inventory && <Box sx={{ justifySelf: 'stretch' }}><InventoryNotice inventory={inventory} /></Box>}
    </Box>
  );
}
