import { defineResource } from './define';
import { retentionSettingsSchema } from '../../src/schemas/privacy';

/** Retention periods (issue 24), columns of the settings row: closed leads, activity, delivered message bodies. */
export const privacySettings = defineResource({
  name: 'privacy-settings', table: 'settings', label: 'Privacy settings', schema: retentionSettingsSchema, search: [], public: false, group: 'staff',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'],
});
