import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Builds the address of page n (keeps the list's other parameters). */
  href(n: number): string;
  label: string;
}

const itemSx = {
  minWidth: 44,
  minHeight: 44,
  px: 1.5,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 1,
  border: '1px solid #c4c8cf',
  color: 'primary.main',
  fontWeight: 700,
  textDecoration: 'none',
  '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 2 },
} as const;

export function Pagination({ page, pageCount, href, label }: PaginationProps) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2);
  return (
    <Box component="nav" aria-label={label} sx={{ mt: 5 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        {page > 1 && (
          <li>
            <Box component={Link} to={href(page - 1)} sx={itemSx} rel="prev">
              {t('Previous page')}
            </Box>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && pages[i - 1] !== n - 1 && <span aria-hidden="true">… </span>}
            {n === page ? (
              <Box component="span" aria-current="page" sx={{ ...itemSx, bgcolor: 'primary.main', color: '#fff' }}>
                {n}
              </Box>
            ) : (
              <Box component={Link} to={href(n)} sx={itemSx} aria-label={t('Page {n}', { n })}>
                {n}
              </Box>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Box component={Link} to={href(page + 1)} sx={itemSx} rel="next">
              {t('Next page')}
            </Box>
          </li>
        )}
      </Box>
    </Box>
  );
}
