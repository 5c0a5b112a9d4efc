import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../src/resources';
import { MENU_SLOTS, RESOURCE_MESSAGES, RESOURCE_MESSAGES_RU, RESOURCES } from '../../admin/resources';

/** Issue 38: every definition reaches the back-office without a hand-kept entry: screens, menu link by group, labels. */
describe('the back-office registry reads the definitions', () => {
  it.each(DEFINITIONS.map((d) => [d.name, d] as const))('%s has generated screens, a menu link in its group and labels in both languages', (name, def) => {
    const entry = RESOURCES.find((e) => e.name === name);
    expect(entry?.screens?.list && entry.screens.edit && entry.screens.create && entry.screens.show).toBeTruthy();
    const slot = MENU_SLOTS.find((s) => s.resource === name);
    expect(slot).toMatchObject({ group: def.menu, label: def.label.many.en });
    // Placed after the other links of its group, not by a number written by hand.
    const group = MENU_SLOTS.filter((s) => s.group === def.menu);
    const defined = new Set<string>(DEFINITIONS.map((d) => d.name));
    const handPlaced = group.filter((s) => !defined.has(s.resource));
    expect(group.indexOf(slot!)).toBeGreaterThan(handPlaced.length ? group.indexOf(handPlaced.at(-1)!) : -1);
    expect(RESOURCE_MESSAGES[name].name).toBe(`${def.label.one.en} |||| ${def.label.many.en}`);
    expect(RESOURCE_MESSAGES_RU[name].name).toBe(`${def.label.one.ru ?? def.label.one.en} |||| ${def.label.many.ru ?? def.label.many.en}`);
  });
});
