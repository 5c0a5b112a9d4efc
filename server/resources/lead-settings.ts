import { defineResource } from './define';
import { leadSettingsSchema } from '../../src/schemas/leads';
import { rescoreAll } from '../score/score';
import { sameValue } from '../lib/same-value';

/** The staff-only columns of the settings row: who hears of new leads, the visitor acknowledgement, the response target. */
export const leadSettings = defineResource({
  name: 'lead-settings', table: 'settings', label: 'Lead settings', schema: leadSettingsSchema, search: [], public: false, group: 'staff',
  ops: { create: false, update: true, delete: false }, defaultSort: ['id', 'ASC'],
  hooks: {
    // Hot leads first (issue 28): new scoring rules rescore every lead, in the background, a page at a time.
    async afterWrite({ app, record, previous }) {
      if (sameValue(record.lead_score_rules, previous?.lead_score_rules)) return;
      void rescoreAll(app.db.kysely).then(
        (n) => app.log.info({ leads: n }, 'leads rescored after the scoring rules changed'),
        (err) => app.log.error({ err }, 'rescoring the leads failed'),
      );
    },
  },
});
