import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProjectDetail } from '../../src/site-contract';
import { needsEscrow } from '../../src/compliance/rules';
import { Picture } from '../components/Picture';
import { FactList } from '../components/FactList';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish } from '../i18n/fallback';

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
    <Box component="section" aria-labelledby="project-checks" sx={{ mt: 6 }}>
      <Typography variant="h2" id="project-checks" sx={{ mb: 2 }}>
        {t('Project checks')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {p.permit_qr && p.permit_number && (
          <Box sx={{ width: 140, flex: '0 0 140px' }}>
            <Picture media={p.permit_qr} alt={t('QR code of advertising permit {permit}: opens its Dubai Land Department record', { permit: p.permit_number })} sizes="140px" />
          </Box>
        )}
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          {p.permit_number && (
            <Typography sx={{ fontWeight: 700 }}>
              {t('Advertising permit (Trakheesi)')}: {t('Permit no.')} <span data-testid="permit-number" {...alwaysEnglish(lang)}>{p.permit_number}</span>
            </Typography>
          )}
          {p.permit_expires_on && (
            <Typography data-testid="permit-valid-until" sx={{ mt: 0.5 }}>
              {t('Valid until {date}', { date: fmt.longDate(p.permit_expires_on) ?? p.permit_expires_on })}
            </Typography>
          )}
          {!p.permit_qr && p.permit_qr_url && (
            <Box component="a" href={p.permit_qr_url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center', fontWeight: 700, color: 'primary.main' }}>
              {t('Check the permit on the Dubai Land Department record (new tab)')}
            </Box>
          )}
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560 }}>
            {t('Issued by the Dubai Land Department (DLD) for this advert. Scan the QR code with your phone camera to check the permit, the developer and the project on the official record.')}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 3 }}>
        <FactList
          label={t('Project checks')}
          facts={[
            { label: t('DLD project number'), value: p.dld_project_number, lang: alwaysEnglish(lang) },
            { label: t('Escrow account'), value: escrow, lang: alwaysEnglish(lang) },
            { label: t('Construction completion'), value: pct == null ? null : fmt.percent(pct) },
            { label: t('Inspected on'), value: pct == null ? null : fmt.longDate(p.construction_completion_on) },
          ]}
        />
      </Box>
      {pct != null && (
        <Box
          role="progressbar"
          aria-label={t('Construction completion')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-valuetext={fmt.percent(pct) ?? undefined}
          sx={{ mt: 2, height: 10, borderRadius: 5, bgcolor: '#e2ded3', overflow: 'hidden' }}
        >
          {/* inset-inline-start: the bar fills from the right on Arabic pages */}
          <Box sx={{ height: '100%', width: `${Math.min(100, Math.max(0, pct))}%`, bgcolor: 'primary.main', marginInlineStart: 0 }} />
        </Box>
      )}
    </Box>
  );
}
