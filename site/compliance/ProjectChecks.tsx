import type { ProjectDetail } from '../../src/site-contract';
import { needsEscrow } from '../../src/compliance/rules';
import { Picture } from '../components/Picture';
import { FactList } from '../components/FactList';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ProjectChecks.module.css';

/**
 * "Project checks" (issue 30 item 3): what an investor verifies before paying, from the project's own record:
 * the Trakheesi advertising permit with its DLD QR code and expiry, the DLD project number, the escrow account
 * (off-plan sales go into it, Law 8/2007) and the inspected construction progress. Server-rendered, no script.
 */
export function ProjectChecks({ project: p }: { project: ProjectDetail }) {
  const { t, fmt, lang } = useI18n();
  if (!p.permit_number && !p.dld_project_number && p.construction_completion_pct == null) return null;
  const pct = p.construction_completion_pct;
  const escrow = needsEscrow(p.status) && p.escrow_account ? [p.escrow_account, p.escrow_bank].filter(Boolean).join(', ') : null;
  return (
    <section aria-labelledby="project-checks" className={styles.checks}>
      <h2 className={cx(text.h2, styles.title)} id="project-checks">
        {t('Project checks')}
      </h2>
      <div className={styles.permit}>
        {p.permit_qr && p.permit_number && (
          <div className={styles.qr}>
            <Picture media={p.permit_qr} alt={t('QR code of advertising permit {permit}: opens its Dubai Land Department record', { permit: p.permit_number })} sizes="140px" />
          </div>
        )}
        <div className={styles.permitText}>
          {p.permit_number && (
            <p className={cx(text.body, styles.permitNumber)}>
              {t('Advertising permit (Trakheesi)')}: {t('Permit no.')} <span data-testid="permit-number" {...alwaysEnglish(lang)}>{p.permit_number}</span>
            </p>
          )}
          {p.permit_expires_on && (
            <p data-testid="permit-valid-until" className={cx(text.body, styles.validUntil)}>
              {t('Valid until {date}', { date: fmt.longDate(p.permit_expires_on) ?? p.permit_expires_on })}
            </p>
          )}
          {!p.permit_qr && p.permit_qr_url && (
            <a href={p.permit_qr_url} target="_blank" rel="noopener" className={styles.record}>
              {t('Check the permit on the Dubai Land Department record (new tab)')}
            </a>
          )}
          <p className={cx(text.body, text.muted, styles.explain)}>
            {t('Issued by the Dubai Land Department (DLD) for this advert. Scan the QR code with your phone camera to check the permit, the developer and the project on the official record.')}
          </p>
        </div>
      </div>
      <div className={styles.facts}>
        <FactList
          label={t('Project checks')}
          facts={[
            { label: t('DLD project number'), value: p.dld_project_number, lang: alwaysEnglish(lang) },
            { label: t('Escrow account'), value: escrow, lang: alwaysEnglish(lang) },
            { label: t('Construction completion'), value: pct == null ? null : fmt.percent(pct) },
            { label: t('Inspected on'), value: pct == null ? null : fmt.longDate(p.construction_completion_on) },
          ]}
        />
      </div>
      {pct != null && (
        <div
          role="progressbar"
          aria-label={t('Construction completion')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={fmt.percent(pct) ?? undefined}
          className={styles.progress}
        >
          {/* A block in the inline direction: the bar fills from the right on Arabic pages. */}
          <div className={styles.progressDone} style={{ width: `${Math.min(100, Math.max(0, pct))}%` }} />
        </div>
      )}
    </section>
  );
}
