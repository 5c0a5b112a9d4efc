import type { Role } from '../../src/constants';
import { RESOURCES } from '../resources/registry';

/** Permission strings are `resource.action`; the owner alone holds all_permission. Each resource's group is in its module. */
export const CONTENT_RESOURCES = RESOURCES.filter((r) => r.group === 'content').map((r) => r.name);
export const LEAD_RESOURCES = RESOURCES.filter((r) => r.group === 'leads').map((r) => r.name);
/** Issue 40: what staff keep while working leads (tasks, follow-up plans): sales and managers create, change and remove. */
export const LEAD_WORK_RESOURCES = RESOURCES.filter((r) => r.group === 'lead-work').map((r) => r.name);
const CRUD = ['read', 'create', 'update', 'delete'] as const;

const crud = (resources: readonly string[], actions: readonly string[] = CRUD) => resources.flatMap((r) => actions.map((a) => `${r}.${a}`));

export const ALL_PERMISSIONS: string[] = [
  ...crud(CONTENT_RESOURCES),
  ...crud(LEAD_RESOURCES, ['read', 'update', 'delete', 'export']),
  ...crud(LEAD_WORK_RESOURCES),
  'media.create',
  'users.read',
  'users.manage',
  'audit-logs.read',
  'dashboard.read',
  'lead-settings.read',
  'lead-settings.update',
  'lead-deliveries.read',
  'lead-deliveries.update',
  // Mail without a mail server (issue 37): the kept e-mails, owners and admins only (they carry people's data).
  'mailbox.read',
  'mailbox.send',
  // Market evidence (issue 25): read the imports and mappings, upload DLD files, map DLD names
  'market-data.read',
  'market-data.create',
  'market-data.update',
  // Privacy by design (issue 24): people's export/erasure requests, owners and admins only.
  'privacy-requests.read',
  'privacy-requests.update',
  'privacy-settings.read',
  'privacy-settings.update',
  // Editorial safety (issue 31): version retention, owners and admins only.
  'version-settings.read',
  'version-settings.update',
  // Inventory (issue 30): hold units for leads, reserve and sell them; the hold length setting.
  'units.hold',
  'unit-settings.read',
  'unit-settings.update',
];

const READ_CONTENT = crud(CONTENT_RESOURCES, ['read']);

export const ROLE_PERMISSIONS: Record<Role, string[]> = {
  owner: ALL_PERMISSIONS,
  // Everything; the rule that admins cannot manage owners is enforced where users are changed.
  admin: ALL_PERMISSIONS,
  editor: [...crud(CONTENT_RESOURCES), 'media.create', 'users.read', 'dashboard.read', 'market-data.read', 'market-data.create', 'market-data.update'],
  sales: [...READ_CONTENT, ...crud(LEAD_RESOURCES, ['read', 'update', 'export']), ...crud(LEAD_WORK_RESOURCES), 'users.read', 'dashboard.read', 'lead-settings.read', 'lead-deliveries.read', 'lead-deliveries.update'],
  viewer: [...READ_CONTENT, 'users.read', 'dashboard.read'],
};

export function permissionsFor(role: string): { permissions: string[]; all_permission: boolean } {
  const perms = ROLE_PERMISSIONS[role as Role] ?? [];
  return { permissions: [...perms], all_permission: role === 'owner' };
}

export function can(role: string, permission: string): boolean {
  return role === 'owner' || (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
}

// Inventory (issue 30): sales hold units for their leads (and reserve and sell them); they read the hold length.
ROLE_PERMISSIONS.sales.push('units.hold', 'unit-settings.read');
