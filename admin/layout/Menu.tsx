import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Collapse, ListItemButton, ListItemIcon, ListItemText, MenuList } from '@mui/material';
import { useState } from 'react';
import { Menu as RaMenu, MenuItemLink, useGetIdentity, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { hasPermission, type PermissionSet } from '../../src/permissions';
import { groupOf, isGroup, MENU, visibleMenu, type MenuEntry, type MenuGroup, type MenuLink } from './menuItems';
import { menuForRole } from './menuByRole';

/** Consecutive plain links share one menu list; a group is a disclosure button over its own menu list. */
function segments(entries: MenuEntry[]): (MenuLink[] | MenuGroup)[] {
  const out: (MenuLink[] | MenuGroup)[] = [];
  for (const entry of entries) {
    const last = out[out.length - 1];
    if (isGroup(entry)) out.push(entry);
    else if (Array.isArray(last)) last.push(entry);
    else out.push([entry]);
  }
  return out;
}

/**
 * Spec §2 sidebar: plain links and expandable groups, only one group open at a time. The root is a
 * navigation landmark, not one ARIA menu: a menu may hold only menu items, and the group toggles are buttons.
 */
export function Menu() {
  const { permissions } = usePermissions<PermissionSet | null>();
  const { identity } = useGetIdentity(); // the sidebar's order by role (menuByRole.ts, issue 40 item 7)
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(location.pathname));
  const translate = useTranslate();
  // Labels are keyed by their English text; a label without a translation shows in English.
  const label = (text: string) => translate(`oasis.menu.${text}`, { _: text });
  const allowed = (p: string) => hasPermission(permissions, p);
  const link = (item: MenuLink, onClick?: () => void) => (
    <MenuItemLink key={item.to} to={item.to} primaryText={label(item.label)} leftIcon={<ChevronRightIcon />} onClick={onClick} sx={{ minHeight: 44 }} />
  );
  return (
    <RaMenu component="nav" role={undefined} aria-label={translate('oasis.app.menu')}>
      {segments(visibleMenu(allowed, menuForRole(MENU, identity?.role as string | undefined))).map((segment) =>
        Array.isArray(segment) ? (
          <MenuList key={segment[0].to} disablePadding>
            {segment.map((item) => link(item, () => setOpenGroup(null)))}
          </MenuList>
        ) : (
          <div key={segment.label}>
            <ListItemButton
              onClick={() => setOpenGroup((g) => (g === segment.label ? null : segment.label))}
              aria-expanded={openGroup === segment.label}
              sx={{ py: 0.75, minHeight: 44 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <FolderIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label(segment.label)} />
              {openGroup === segment.label ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={openGroup === segment.label} timeout="auto" unmountOnExit>
              <MenuList disablePadding aria-label={label(segment.label)} sx={{ pl: sidebarOpen ? 2 : 0 }}>
                {segment.items.map((item) => link(item))}
              </MenuList>
            </Collapse>
          </div>
        ),
      )}
    </RaMenu>
  );
}
