import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PriceChange } from '../../src/workspace/priceChange';
import { useI18n } from '../i18n/I18n';
import { ScrollTable } from '../components/ScrollTable';

/**
 * A project page's "price updated" line and its small history (issue 27): the recorded changes of the starting
 * price and of each unit type's "price from", newest first, in a native disclosure (no script needed).
 */
export function PriceHistory({ changes }: { changes: PriceChange[] | undefined }) {
  const { t, fmt } = useI18n();
  // A first price set when the project was created is not an update.
  const updates = (changes ?? []).filter((c) => c.old_price_aed != null);
  if (!updates.length) return null;
  const none = '–';
  return (
    <Box
      component="details"
      data-testid="price-history"
      sx={{
        mt: 3,
        '& summary': {
          cursor: 'pointer',
          fontWeight: 600,
          minHeight: 44,
          display: 'flex',
          alignItems: 'center',
        },
      }}
    >
      <summary>{t('Price updated {date}', { date: fmt.longDate(updates[0].changed_at) ?? '' })}</summary>
      <ScrollTable label={t('Price history')}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            mt: 1,
            minWidth: '100%',
            '& th, & td': {
              textAlign: 'start',
              py: 0.75,
              px: 0.75,
              borderBottom: '1px solid #e2ded3',
              fontSize: '0.95rem',
            },
            '& td': { fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 4 }}>
            {t('Price history')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Price')}</th>
              <th scope="col">{t('Was')}</th>
              <th scope="col">{t('Now')}</th>
            </tr>
          </thead>
          <tbody>
            {updates.map((c, i) => (
              <tr key={i}>
                <td>{fmt.longDate(c.changed_at)}</td>
                <td>{c.unit_type ?? t('Starting price')}</td>
                <td>{fmt.price(c.old_price_aed) ?? none}</td>
                <td>{fmt.price(c.new_price_aed) ?? none}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </ScrollTable>
      <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', mt: 0.5 }}>
        {t('Prices as published by the developer; changes recorded on the day we update them.')}
      </Typography>
    </Box>
  );
}
