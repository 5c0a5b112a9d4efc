import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Menu as RaMenu, MenuItemLink, usePermissions, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { PermissionSet } from '../providers/permissions';
import { groupOf, isGroup, visibleMenu } from './menuItems';

/** Spec §2 sidebar: plain links and expandable groups, only one group open at a time. */
export function Menu() {
  const { permissions } = usePermissions<PermissionSet | null>();
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(location.pathname));
  const allowed = (p: string) => Boolean(permissions?.all_permission || permissions?.permissions?.includes(p));
  const entries = visibleMenu(allowed);
  return (
    <RaMenu aria-label="Admin menu">
      {entries.map((entry) =>
        isGroup(entry) ? (
          <div key={entry.label}>
            <ListItemButton
              onClick={() => setOpenGroup((g) => (g === entry.label ? null : entry.label))}
              aria-expanded={openGroup === entry.label}
              sx={{ py: 0.75 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <FolderIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={entry.label} />
              {openGroup === entry.label ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={openGroup === entry.label} timeout="auto" unmountOnExit>
              <List disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
                {entry.items.map((item) => (
                  <MenuItemLink key={item.to} to={item.to} primaryText={item.label} leftIcon={<ChevronRightIcon />} />
                ))}
              </List>
            </Collapse>
          </div>
        ) : (
          <MenuItemLink key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={<ChevronRightIcon />} onClick={() => setOpenGroup(null)} />
        ),
      )}
    </RaMenu>
  );
}
