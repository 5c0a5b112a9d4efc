import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import type { LangAttributes } from '../i18n/fallback';

export interface Crumb {
  label: string;
  to?: string;
  /** lang/dir when the label is English on a translated page (a record's title: site/i18n/fallback.ts). */
  lang?: LangAttributes;
}

export function Breadcrumbs({ items, light }: { items: Crumb[]; light?: boolean }) {
  const { t, tx } = useI18n();
  const color = light ? '#ffffff' : 'primary.main';
  return (
    <Box component="nav" aria-label={t('Breadcrumb')}>
      <Box component="ol" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, fontSize: '0.9rem', color: light ? '#eef2f6' : 'text.secondary' }}>
        {items.map((c, i) => (
          <li key={i}>
            {c.to ? (
              <Box component={Link} to={c.to} sx={{ color, textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minHeight: 32 }}>
                {tx(c.label)}
              </Box>
            ) : (
              <span aria-current="page" {...c.lang}>
                {tx(c.label)}
              </span>
            )}
            {i < items.length - 1 && <span aria-hidden="true"> / </span>}
          </li>
        ))}
      </Box>
    </Box>
  );
}
