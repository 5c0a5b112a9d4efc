import Box from '@mui/material/Box';
import { KEPT_RECORDS, RETENTION_DEFAULTS, UNCONFIRMED_REQUEST_DAYS } from '../../src/privacyRecords';
import { useI18n } from '../i18n/I18n';

/** The privacy policy's "What we keep": the same list docs/privacy.md is generated from. */
export function WhatWeKeep() {
  const { t, tx } = useI18n();
  const vars = { months: RETENTION_DEFAULTS.privacy_lead_months, days: RETENTION_DEFAULTS.privacy_activity_days, outboxDays: RETENTION_DEFAULTS.privacy_outbox_days, requestDays: UNCONFIRMED_REQUEST_DAYS };
  return (
    <Box component="section" aria-labelledby="what-we-keep" sx={{ maxWidth: 720, mx: 'auto', px: 2, pt: 5 }}>
      <Box component="h2" id="what-we-keep" sx={{ fontSize: '1.5rem', mt: 0 }}>
        {t('What we keep')}
      </Box>
      <Box component="ul" sx={{ pl: 0, listStyle: 'none', display: 'grid', gap: 2, m: 0 }}>
        {KEPT_RECORDS.map((r) => (
          <Box component="li" key={r.what} sx={{ borderInlineStart: '4px solid #c8962e', pl: 2 }}>
            <Box sx={{ fontWeight: 700 }}>{tx(r.what)}</Box>
            <div>{tx(r.why)}</div>
            <Box sx={{ color: 'text.secondary' }}>{tx(r.kept, vars)}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
