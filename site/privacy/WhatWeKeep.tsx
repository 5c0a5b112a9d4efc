import { KEPT_RECORDS, RETENTION_DEFAULTS, UNCONFIRMED_REQUEST_DAYS } from '../../src/privacyRecords';
import { useI18n } from '../i18n/I18n';
import text from '../styles/text.module.css';
import styles from './WhatWeKeep.module.css';

/** The privacy policy's "What we keep": the same list docs/privacy.md is generated from. */
export function WhatWeKeep() {
  const { t, tx } = useI18n();
  const vars = { months: RETENTION_DEFAULTS.privacy_lead_months, days: RETENTION_DEFAULTS.privacy_activity_days, outboxDays: RETENTION_DEFAULTS.privacy_outbox_days, requestDays: UNCONFIRMED_REQUEST_DAYS };
  return (
    <section aria-labelledby="what-we-keep" className={styles.section}>
      <h2 id="what-we-keep" className={styles.title}>
        {t('What we keep')}
      </h2>
      <ul className={styles.list}>
        {KEPT_RECORDS.map((r) => (
          <li key={r.what} className={styles.record}>
            <div className={styles.what}>{tx(r.what)}</div>
            <div>{tx(r.why)}</div>
            <div className={text.muted}>{tx(r.kept, vars)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
