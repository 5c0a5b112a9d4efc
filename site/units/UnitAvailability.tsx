import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UnitAvailability as Availability } from '../../src/units/contract';
import { ScrollTable } from '../components/ScrollTable';
import { tableSx } from '../components/FactList';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish } from '../i18n/fallback';

/**
 * Inventory (issue 30): the count of units available now (computed from the units, decision 018), "Sold out"
 * with the resales enquiry when none is left, and the units themselves when the project lists them.
 */
export function UnitAvailability({ data, title }: { data: Availability | null | undefined; title: string }) {
  const { t, tx, fmt, lang } = useI18n();
  if (!data) return null;
  if (data.sold_out)
    return (
      <Box component="section" aria-labelledby="units-sold-out" data-testid="units-sold-out" sx={{ mt: 4, p: 3, borderRadius: 2, border: '2px solid #8a1c1c', bgcolor: '#fbf1f1' }}>
        <Typography variant="h2" id="units-sold-out" sx={{ fontSize: '1.5rem', color: '#8a1c1c' }}>
          {t('Sold out')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('Every unit of {project} has been sold. Owners sometimes resell: leave your details and we will tell you first.', { project: title })}</Typography>
        <Box component="a" href="#enquiry" sx={{ mt: 2, display: 'inline-flex', minHeight: 44, alignItems: 'center', fontWeight: 700, color: 'primary.main' }}>
          {t('Register interest in resales')}
        </Box>
      </Box>
    );
  return (
    <Box component="section" aria-labelledby="units-availability" sx={{ mt: 4 }}>
      <Typography variant="h2" id="units-availability" sx={{ fontSize: '1.25rem' }}>
        <span data-testid="units-available-count">{t('{available} of {total} units available', { available: data.available, total: data.total })}</span>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('Updated as units are reserved and sold.')}
      </Typography>
      {data.display === 'list' && data.units.length > 0 && (
        <ScrollTable label={t('Available units')}>
          <Box component="table" sx={tableSx} data-testid="units-list">
            <thead>
              <tr>
                <th scope="col">{t('Unit')}</th>
                <th scope="col">{t('Floor')}</th>
                <th scope="col">{t('Bedrooms')}</th>
                <th scope="col">{t('Size')}</th>
                <th scope="col">{t('View')}</th>
                <th scope="col">{t('Price')}</th>
              </tr>
            </thead>
            <tbody>
              {data.units.map((u) => (
                <tr key={u.id}>
                  <td {...alwaysEnglish(lang)}>{u.building ? `${u.building}-${u.unit_number}` : u.unit_number}</td>
                  <td>{u.floor ?? '—'}</td>
                  <td>{u.bedrooms === 0 ? tx('Studio') : u.bedrooms}</td>
                  <td>{fmt.area(u.size_sqft) ?? '—'}</td>
                  <td {...alwaysEnglish(lang)}>{u.view ?? '—'}</td>
                  <td>{fmt.aed(u.price_aed) ?? t('On request')}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </ScrollTable>
      )}
    </Box>
  );
}
