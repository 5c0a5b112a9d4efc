import type { Role } from '../../src/constants';
import { isGroup, type MenuEntry } from './menuItems';

/**
 * What each role's sidebar starts with (issue 40 item 7), by the menu's own labels: a group by its name, a link by
 * its label (a link inside a group is lifted out to the top). Everything else follows in the menu's own order.
 * Sales work leads, tasks, bookings and units; editors the content; managers keep the spec's order.
 */
export const ROLE_MENU_FIRST: Partial<Record<Role, readonly string[]>> = {
  sales: ['Dashboards', 'Enquiry', 'Tasks', 'Bookings', 'Units', 'Mortgage Enquiry', 'Follow-up plans', 'Saved Searches'],
  editor: ['Dashboards', 'Projects', 'Areas', 'Developer', 'Blog List', 'Investment Guides', 'Testimonial', 'Pages'],
};

/** The menu in the role's order (a new array; the menu itself is untouched). */
export function menuForRole(menu: MenuEntry[], role: string | undefined): MenuEntry[] {
  const first = ROLE_MENU_FIRST[role as Role];
  if (!first) return menu;
  const lifted: MenuEntry[] = [];
  let rest: MenuEntry[] = menu.map((e) => (isGroup(e) ? { ...e, items: [...e.items] } : e));
  for (const name of first) {
    const top = rest.find((e) => e.label === name);
    if (top) {
      lifted.push(top);
      rest = rest.filter((e) => e !== top);
      continue;
    }
    for (const group of rest.filter(isGroup)) {
      const item = group.items.find((i) => i.label === name);
      if (!item) continue;
      lifted.push(item);
      group.items = group.items.filter((i) => i !== item);
    }
  }
  return [...lifted, ...rest.filter((e) => !isGroup(e) || e.items.length)];
}
