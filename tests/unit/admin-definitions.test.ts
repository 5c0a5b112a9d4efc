import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../src/resources';
import { MENU_GROUPS, menuPlaceOf } from '../../src/resources/define';
import { ADMIN_BASE } from '../../admin/common/paths';
import { definedEntry } from '../../admin/screens/defined';
import { MENU_SLOTS, RESOURCE_MESSAGES, RESOURCE_MESSAGES_RU, RESOURCES, SPEC_PATHS, MEDIA_RESOURCES, RESOURCE_ROUTES } from '../../admin/resources';

/** Issue 38: every definition reaches the back-office without a hand-kept entry: screens, menu link by group, labels. */
describe('the back-office registry reads the definitions', () => {
  it.each(DEFINITIONS.map((d) => [d.name, d] as const))('%s has screens, a menu link in its group and labels in both languages', (name, def) => {
    const entry = RESOURCES.find((e) => e.name === name);
    const place = menuPlaceOf(def);
    const slot = MENU_SLOTS.find((s) => s.resource === name);
    if (def.screens === 'routes') {
      // Screens that are routes of its own (the page editors): no generated screen, and every link of its group reaches one of its routes.
      expect(entry?.screens?.list ?? entry?.screens?.edit ?? entry?.screens?.create).toBeUndefined();
      const paths = RESOURCE_ROUTES.filter((r) => r.resource === name).map((r) => `${ADMIN_BASE}${r.path}`);
      const links = MENU_SLOTS.filter((s) => s.resource === name);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.group, link.label).toBe(place.group);
        expect(paths, link.label).toContain(link.to);
      }
    } else {
      expect(entry?.screens?.list && entry.screens.edit && entry.screens.create && entry.screens.show).toBeTruthy();
      expect(slot).toMatchObject({ group: place.group, label: place.label.en });
      // Placed by its rank within its group (last without one), not by a sidebar-wide number written by hand.
      const group = MENU_SLOTS.filter((s) => s.group === place.group);
      const at = group.findIndex((s) => s.resource === name);
      const rank = (s: (typeof group)[number]) => s.order ?? Number.MAX_SAFE_INTEGER;
      expect(group.slice(0, at).every((s) => rank(s) <= place.order) && group.slice(at + 1).every((s) => rank(s) >= place.order)).toBe(true);
      if (place.order === Number.MAX_SAFE_INTEGER) expect(group.slice(at + 1).every((s) => rank(s) === place.order)).toBe(true);
    }
    expect(RESOURCE_MESSAGES[name].name).toBe(`${def.label.one.en} |||| ${def.label.many.en}`);
    const [oneRu, manyRu] = [def.label.one.ru ?? def.label.one.en, def.label.many.ru ?? def.label.many.en];
    expect(RESOURCE_MESSAGES_RU[name].name).toBe(`${oneRu} |||| ${manyRu} |||| ${manyRu}`);
    if (def.paths) expect(SPEC_PATHS[name]?.list).toBe(def.paths.list);
    if (def.paths?.edit) {
      expect(SPEC_PATHS[name]?.edit?.(7)).toBe(def.paths.edit.replace(':id', '7'));
      // The router's pattern is the edit address of ':id'.
      expect(RESOURCE_ROUTES.some((r) => r.resource === name && r.action === 'edit' && r.path === def.paths!.edit)).toBe(true);
    }
  });

  it("a definition whose screens are routes gets no generated screen, and needs its override's routes and links", () => {
    const def = { ...DEFINITIONS[0], name: 'routed', screens: 'routes' as const };
    expect(() => definedEntry(def)).toThrow(/routed: its screens are routes/);
    const element = createElement('span');
    const entry = definedEntry(def, { routes: [{ path: '/routed-one', action: 'list', element }], menu: [{ group: 'Pages', label: 'One', to: '/routed-one' }] });
    expect(entry.screens?.list ?? entry.screens?.edit ?? entry.screens?.create ?? entry.screens?.show).toBeUndefined();
    expect(entry.routes).toEqual([{ path: '/routed-one', action: 'list', element }]);
    expect(entry.menu).toEqual([{ group: 'Pages', label: 'One', to: '/routed-one' }]);
  });

  it('the sidebar runs group by group in the order of MENU_GROUPS', () => {
    const ranks = MENU_SLOTS.map((s) => MENU_GROUPS.indexOf(s.group));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('a definition with an upload field sends its files to /api/media first', () => {
    for (const def of DEFINITIONS) {
      const media = Object.values(def.fields.describe().fields).some((d) => 'fields' in d && !!d.fields && 'src' in (d.fields as object));
      if (media) expect(MEDIA_RESOURCES, def.name).toContain(def.name);
    }
  });
});

/** A designed override (an admin folder's `designedScreens` / `designedRoutes`) that is not listed in DESIGNED would leave its resource on generated screens without a word. */
describe('every designed override reaches the registry', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const root = path.resolve(__dirname, '../../admin');
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(`screens${path.sep}`))
    .filter((f) => /\bdesigned(Screens|Routes)\(/.test(fs.readFileSync(path.join(root, f), 'utf8')));
  it('finds the overrides', () => expect(files.length).toBeGreaterThan(10));
  it.each(files)('%s is used by its resource', async (file) => {
    const designed = (await import(path.join(root, file))).default as { definition: { name: string }; screens?: Record<string, unknown>; routes?: { path: string }[] };
    const entry = RESOURCES.find((e) => e.name === designed.definition.name) as { screens?: Record<string, unknown> } | undefined;
    for (const [key, screen] of Object.entries(designed.screens ?? {})) expect(entry?.screens?.[key], `${file}: ${key}`).toBe(screen);
    for (const route of designed.routes ?? []) expect(RESOURCE_ROUTES.map((r) => r.path), file).toContain(route.path);
  });
});
