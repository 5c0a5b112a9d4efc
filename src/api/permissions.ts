import type { Permissions } from './session';

/**
 * Spec §4 navigation guard: a route may name a permission (`resource.action`, e.g. `projects.create`);
 * all_permission (the owner) passes every check. The server enforces the same table on every call.
 */
export function hasPermission(permissions: Permissions | null | undefined, name: string): boolean {
  if (!permissions) return false;
  return permissions.all_permission || permissions.permissions.includes(name);
}

/** react-admin's canAccess({ resource, action }) mapped onto the server's permission names. */
export function canAccess(permissions: Permissions | null | undefined, resource: string, action: string): boolean {
  const verb = { list: 'read', show: 'read', edit: 'update', create: 'create', delete: 'delete', export: 'export' }[action] ?? action;
  const name = resource === 'users' && verb !== 'read' ? 'users.manage' : `${resource}.${verb}`;
  return hasPermission(permissions, name);
}
