import { defineResource } from './define';
import { unitSettingsSchema } from '../../src/schemas/unit';

/** Inventory (issue 30): the hold length, a column of the settings row (48 hours unless staff change it). */
export const unitSettings = defineResource({
  name: 'unit-settings', table: 'settings', label: 'Unit settings', schema: unitSettingsSchema, search: [], public: false, group: 'staff',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'], versions: false,
});
