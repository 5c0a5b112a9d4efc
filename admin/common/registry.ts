import type { ComponentType, ReactElement } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceMessages } from './messages';
import type { SpecPathTable, SpecPaths } from './paths';

/** A sidebar link: `screen` points at the resource's list or create address, `to` at one of its own routes. */
export interface MenuSlot {
  label: string;
  /**
   * Sidebar order of the spec's hand-placed links; a group sits where its first item does. Without one (defined
   * resources, issue 38) a link goes last in its group, or after everything when its group has no other link.
   */
  position?: number;
  group?: string;
  screen?: 'list' | 'create';
  to?: string;
  /** The action the link needs (permissionFor); list by default, create for a create screen. */
  action?: string;
}

/** A route of its own (page editors, settings): the path under /admin, the action it needs, what it shows. */
export interface ExtraRoute {
  path: string;
  action: string;
  element: ReactElement;
}

export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string | ((record: any) => string);
}

/** Everything the back-office knows about one resource (the server's /api/{name}). */
export interface ResourceEntry {
  name: string;
  screens?: ResourceScreens;
  /** The spec's addresses of the list / create / edit screens. */
  paths?: SpecPaths;
  routes?: ExtraRoute[];
  menu?: MenuSlot[];
  /** Records hold uploaded files: new ones go to /api/media before saving. */
  media?: boolean;
  messages?: ResourceMessages;
  /** The same labels in Russian (admin/locales/ru-resources.ts). */
  messagesRu?: ResourceMessages;
}

export interface RouteSpec {
  resource: string;
  path: string;
  action: string;
  element: ReactElement | null;
  Screen?: ComponentType;
}

/** Every path the registry gives a screen, with the action it needs. */
export function routesOf(entries: ResourceEntry[]): RouteSpec[] {
  return entries.flatMap(({ name, screens = {}, paths, routes = [] }) => {
    const own: RouteSpec[] = [];
    if (paths?.list && screens.list) own.push({ resource: name, path: paths.list, action: 'list', element: null, Screen: screens.list });
    if (paths?.create && screens.create) own.push({ resource: name, path: paths.create, action: 'create', element: null, Screen: screens.create });
    if (paths?.edit && screens.edit) own.push({ resource: name, path: paths.edit(':id' as Identifier), action: 'edit', element: null, Screen: screens.edit });
    return [...own, ...routes.map((r) => ({ resource: name, ...r }))];
  });
}

export const specPathsOf = (entries: ResourceEntry[]): SpecPathTable =>
  Object.fromEntries(entries.filter((e) => e.paths).map((e) => [e.name, e.paths!]));

export const mediaResourcesOf = (entries: ResourceEntry[]): string[] => entries.filter((e) => e.media).map((e) => e.name);

export const messagesOf = (entries: ResourceEntry[]): Record<string, ResourceMessages> =>
  Object.fromEntries(entries.filter((e) => e.messages).map((e) => [e.name, e.messages!]));

export const messagesRuOf = (entries: ResourceEntry[]): Record<string, ResourceMessages> =>
  Object.fromEntries(entries.filter((e) => e.messagesRu).map((e) => [e.name, e.messagesRu!]));

/** Menu links with their resource and absolute address, in sidebar order. */
export function menuSlotsOf(entries: ResourceEntry[], base: string) {
  const slots = entries.flatMap(({ name, paths, menu = [] }) =>
    menu.map((slot) => {
      const screen = slot.screen ?? 'list';
      const path = slot.to ?? (screen === 'create' ? (paths?.create ?? `/${name}/create`) : (paths?.list ?? `/${name}`));
      return { ...slot, resource: name, action: slot.action ?? screen, to: `${base}${path}` };
    }),
  );
  const placed = slots.filter((s) => s.position !== undefined).map((s) => s.position!);
  const end = Math.max(0, ...placed) + 1;
  // A link without a position goes after the last placed link of its group (in the order entries list them).
  const positionOf = (slot: (typeof slots)[number], i: number) => {
    if (slot.position !== undefined) return slot.position;
    const group = slots.filter((s) => s.group && s.group === slot.group && s.position !== undefined).map((s) => s.position!);
    return (group.length ? Math.max(...group) : end) + 0.001 * (i + 1);
  };
  return slots
    .map((slot, i) => ({ ...slot, position: positionOf(slot, i) }))
    .sort((a, b) => a.position - b.position);
}
