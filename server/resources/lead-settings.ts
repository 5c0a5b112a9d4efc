import { defineResource } from './define';
import { leadSettingsSchema } from '../../src/schemas/leads';

/**
 * The staff-only columns of the settings row: who hears of new leads, the visitor acknowledgement, the response target.
 * New scoring rules rescore every lead: server/score/subscriptions.ts.
 */
export const leadSettings = defineResource({
  name: 'lead-settings', table: 'settings', label: 'Lead settings', schema: leadSettingsSchema, search: [], public: false, group: 'staff',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'],
});
