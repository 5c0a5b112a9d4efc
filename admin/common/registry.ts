import type { ComponentType, ReactElement } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceMessages } from './messages';
import type { SpecPathTable, SpecPaths } from './paths';
import { MENU_GROUPS, type MenuGroup } from '../../src/resources/define';

/**
 * A sidebar link: `screen` points at the resource's list or create address, `to` at one of its own routes. Links
 * show group by group in MENU_GROUPS' order (src/resources/define.ts), ranked by `order` within their group (links
 * without one go last, in the order the entries list them): no sidebar-wide numbers.
 */
export interface MenuSlot {
  label: string;
  group: MenuGroup;
  order?: number;
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

/** Menu links with their resource and absolute address, in sidebar order: by group, then rank, then entry order. */
export function menuSlotsOf(entries: ResourceEntry[], base: string) {
  const slots = entries.flatMap(({ name, paths, menu = [] }) =>
    menu.map((slot) => {
      const screen = slot.screen ?? 'list';
      const path = slot.to ?? (screen === 'create' ? (paths?.create ?? `/${name}/create`) : (paths?.list ?? `/${name}`));
      return { ...slot, resource: name, action: slot.action ?? screen, to: `${base}${path}` };
    }),
  );
  const rank = (s: (typeof slots)[number]) => [MENU_GROUPS.indexOf(s.group), s.order ?? Number.MAX_SAFE_INTEGER] as const;
  // Array.prototype.sort is stable: equal ranks keep the entries' order.
  return [...slots].sort((a, b) => {
    const [ga, oa] = rank(a);
    const [gb, ob] = rank(b);
    return ga - gb || oa - ob;
  });
}
