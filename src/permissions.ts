/**
 * Who may do what, written once: the server checks it on every call, the back-office uses it to show
 * menus, buttons and screens. Permission names are `resource.verb` (spec §4); the owner's
 * all_permission passes every check.
 */
export interface PermissionSet {
  permissions: string[];
  all_permission: boolean;
}

/** Server operations and react-admin actions -> the verb of the permission they need. */
const VERB: Record<string, string> = {
  read: 'read',
  list: 'read',
  show: 'read',
  create: 'create',
  clone: 'create',
  update: 'update',
  edit: 'update',
  delete: 'delete',
  export: 'export',
};

/**
 * Exceptions to `resource.verb`. Every role reads users through the API (assignee and author names),
 * but only managers open the Users screens or change an account.
 */
const SPECIAL: Record<string, Record<string, string | null>> = {
  users: { read: 'users.read', list: 'users.manage', show: 'users.manage', create: 'users.manage', clone: 'users.manage', edit: 'users.manage', update: 'users.manage', delete: 'users.manage' },
  // Every signed-in member edits their own profile.
  profile: { read: null, list: null, show: null, edit: null, update: null },
  dashboard: { read: 'dashboard.read', list: 'dashboard.read', show: 'dashboard.read' },
  media: { create: 'media.create', read: 'media.create', list: 'media.create' },
  // WhatsApp both ways (issue 40): whoever reads leads reads the approved templates; whoever edits lead settings edits them.
  'whatsapp-templates': { read: 'enquiries.read', list: 'enquiries.read', show: 'enquiries.read', edit: 'lead-settings.update', update: 'lead-settings.update' },
};

/** The permission an action on a resource needs; null when any signed-in member may do it. */
export function permissionFor(resource: string, action: string): string | null {
  const special = Object.prototype.hasOwnProperty.call(SPECIAL, resource) ? SPECIAL[resource] : undefined;
  if (special && Object.prototype.hasOwnProperty.call(special, action)) return special[action];
  return `${resource}.${VERB[action] ?? action}`;
}

export function hasPermission(set: PermissionSet | null | undefined, name: string | null): boolean {
  if (!set) return false;
  return name === null || set.all_permission || set.permissions.includes(name);
}

/** react-admin's canAccess({ resource, action }). */
export function canAccess(set: PermissionSet | null | undefined, resource: string, action: string): boolean {
  return hasPermission(set, permissionFor(resource, action));
}
