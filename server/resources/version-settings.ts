import { defineResource } from './define';
import { versionRetentionSchema } from '../../src/schemas/versions';

/** Version retention (issue 31), columns of the settings row: the last N versions and everything from the last D days. */
export const versionSettings = defineResource({
  name: 'version-settings', table: 'settings', label: 'Version settings', schema: versionRetentionSchema, search: [], public: false, group: 'staff',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'], versions: false,
});
