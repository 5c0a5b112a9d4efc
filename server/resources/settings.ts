import { defineResource } from './define';
import { translatableFields, withTranslations } from '../../src/schemas/translations';
import { settingsSchema } from '../../src/schemas/editorial';

export type { SettingsTable, SettingTables } from '../db/tables';

/** The one settings row: what the public site shows (name, phones, e-mails, address, social links). */
export const settings = defineResource({
  name: 'settings', table: 'settings', label: 'Settings', schema: withTranslations(settingsSchema), translatable: translatableFields(settingsSchema), search: [], public: 'all', group: 'content',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'],
});
