/** The permission list as GET /api/get-permissions answers it. */
export interface PermissionSet {
  permissions: string[];
  all_permission: boolean;
}

/** react-admin actions -> the server's `{resource}.{action}` names. */
const ACTION_TO_PERMISSION: Record<string, string> = {
  list: 'read',
  show: 'read',
  read: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
  export: 'export',
};

/** Screens that are not resources but still need a permission. */
const PSEUDO: Record<string, string> = {
  dashboard: 'dashboard.read',
  'audit-logs': 'audit-logs.read',
  media: 'media.create',
};

export function permissionFor(action: string, resource: string): string | null {
  if (resource === 'profile') return null; // every signed-in member edits their own profile
  // Every role may look users up (assignee names); only managers see the Users screens.
  if (resource === 'users') return 'users.manage';
  if (PSEUDO[resource] && (action === 'list' || action === 'show' || action === 'read' || resource === 'media')) return PSEUDO[resource];
  const verb = ACTION_TO_PERMISSION[action] ?? action;
  return `${resource}.${verb}`;
}

export function canAccessWith(set: PermissionSet | null, action: string, resource: string): boolean {
  if (!set) return false;
  if (set.all_permission) return true;
  const needed = permissionFor(action, resource);
  return needed === null || set.permissions.includes(needed);
}
