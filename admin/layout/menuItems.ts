import { permissionFor } from '../../src/permissions';
import { ADMIN_BASE } from '../common/paths';
import { MENU_SLOTS } from '../resources';

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

type PlacedLink = MenuLink & { position: number; group?: string };

const DASHBOARD: PlacedLink = { label: 'Dashboards', to: `${ADMIN_BASE}/dashboard`, need: permissionFor('dashboard', 'list') ?? undefined, position: 10 };

/** The registry's slots in sidebar order, grouped where they name a group (a group sits at its first item). */
export function buildMenu(slots: typeof MENU_SLOTS): MenuEntry[] {
  const links: PlacedLink[] = [DASHBOARD, ...slots.map((s) => ({ label: s.label, to: s.to, need: permissionFor(s.resource, s.action) ?? undefined, position: s.position, group: s.group }))];
  links.sort((a, b) => a.position - b.position);
  const menu: MenuEntry[] = [];
  for (const { label, to, need, group } of links) {
    const link: MenuLink = { label, to, need };
    if (!group) {
      menu.push(link);
      continue;
    }
    const existing = menu.find((e): e is MenuGroup => isGroup(e) && e.label === group);
    if (existing) existing.items.push(link);
    else menu.push({ label: group, items: [link] });
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
