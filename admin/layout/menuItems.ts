import { permissionFor } from '../../src/permissions';
import { ADMIN_BASE } from '../common/paths';
import { MENU_SLOTS } from '../resources';
import { FLAT_MENU_GROUPS } from '../../src/resources/define';

/** The sidebar of spec §2, in its order; `need` is the permission an item needs to show. */
export interface MenuLink {
  label: string;
  to: string;
  need?: string;
}
export interface MenuGroup {
  label: string;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;
export const isGroup = (e: MenuEntry): e is MenuGroup => 'items' in e;

const DASHBOARD: MenuLink = { label: 'Dashboards', to: `${ADMIN_BASE}/dashboard`, need: permissionFor('dashboard', 'list') ?? undefined };

/** The dashboard, then the registry's slots (already in sidebar order): flat groups' links at the top level, the other groups as one entry each. */
export function buildMenu(slots: typeof MENU_SLOTS): MenuEntry[] {
  const menu: MenuEntry[] = [DASHBOARD];
  for (const s of slots) {
    const link: MenuLink = { label: s.label, to: s.to, need: permissionFor(s.resource, s.action) ?? undefined };
    if (FLAT_MENU_GROUPS.includes(s.group)) {
      menu.push(link);
      continue;
    }
    const existing = menu.find((e): e is MenuGroup => isGroup(e) && e.label === s.group);
    if (existing) existing.items.push(link);
    else menu.push({ label: s.group, items: [link] });
  }
  return menu;
}

export const MENU: MenuEntry[] = buildMenu(MENU_SLOTS);

/** Entries the permission set allows; groups left empty disappear. */
export function visibleMenu(allowed: (permission: string) => boolean, menu: MenuEntry[] = MENU): MenuEntry[] {
  const ok = (l: MenuLink) => !l.need || allowed(l.need);
  return menu.flatMap((e): MenuEntry[] => {
    if (!isGroup(e)) return ok(e) ? [e] : [];
    const items = e.items.filter(ok);
    return items.length ? [{ ...e, items }] : [];
  });
}

export const groupOf = (path: string, menu: MenuEntry[] = MENU): string | null =>
  menu.find((e) => isGroup(e) && e.items.some((i) => path === i.to || path.startsWith(`${i.to}/`)))?.label ?? null;
