import { describe, expect, it } from 'vitest';
import { MENU, isGroup, visibleMenu } from '../../admin/layout/menuItems';
import { menuForRole } from '../../admin/layout/menuByRole';
import { permissionsFor } from '../../server/auth/roles';
import { hasPermission } from '../../src/permissions';

const labels = (role: string) => visibleMenu((p) => hasPermission(permissionsFor(role), p), menuForRole(MENU, role)).map((e) => e.label);

/** Issue 40 item 7: the sidebar by role, from the role's list of what comes first (no positions written by hand). */
describe('the sidebar by role', () => {
  it('sales start with leads, tasks, bookings and units; no content first', () => {
    expect(labels('sales').slice(0, 5)).toEqual(['Dashboards', 'Enquiry', 'Tasks', 'Bookings', 'Units']);
  });
  it('editors start with the content', () => {
    expect(labels('editor').slice(0, 4)).toEqual(['Dashboards', 'Projects', 'Areas', 'Developer']);
    expect(labels('editor')).not.toContain('Tasks');
  });
  it('managers keep the spec order, and every link is still there for every role', () => {
    expect(menuForRole(MENU, 'owner')).toBe(MENU);
    const count = (m: typeof MENU) => m.reduce((n, e) => n + (isGroup(e) ? e.items.length : 1), 0);
    for (const role of ['sales', 'editor', 'viewer']) expect(count(menuForRole(MENU, role))).toBe(count(MENU));
  });
});
