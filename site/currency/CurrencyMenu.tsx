import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { BASE_CURRENCY, CURRENCY_QUERY } from '../../src/currency';
import { localizedPath } from '../../src/i18n/languages';
import type { LayoutData } from '../../src/site-contract';
import { useI18n } from '../i18n/I18n';
import { currencyName } from '../i18n/names';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { HeaderMenu, menuItemSx } from '../components/HeaderMenu';

/**
 * The currency menu beside the language menu (issue 26): plain links to the same page with `?currency=XXX`; the
 * server keeps the choice in the `currency` cookie and answers with the clean URL, rendered in that currency. No
 * script of its own (a <details> element), so the first load stays light; works before the app loads.
 */
export function CurrencyMenu({ layout, sx }: { layout: LayoutData; sx?: SxProps<Theme> }) {
  const { t } = useI18n();
  const menu = useCurrencyChoices(layout);
  if (!menu) return null;
  const { current, choices, href } = menu;
  return (
    <HeaderMenu
      testId="currency-menu"
      sx={sx}
      panelSx={{ width: 'max-content', maxWidth: 'min(280px, calc(100vw - 24px))' }}
      summary={
        <>
          <span aria-hidden="true">{current}</span>
          <VisuallyHidden>{t('Currency: {code}', { code: current })}</VisuallyHidden>
        </>
      }
    >
      <Box component="p" id="currency-menu-title" sx={{ m: 0, px: 1.5, py: 0.5, fontSize: '0.85rem', color: '#5c636e' }}>
        {t('Show prices in')}
      </Box>
      <Box component="ul" aria-labelledby="currency-menu-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {choices.map((c) => (
          <li key={c.code}>
            <Box component="a" href={href(c.code)} rel="nofollow" aria-current={c.code === current ? 'true' : undefined} sx={menuItemSx(c.code === current)}>
              <Box component="span" sx={{ fontWeight: 700, minWidth: '3.2em' }}>
                {c.code}
              </Box>
              <span>{c.name}</span>
            </Box>
          </li>
        ))}
      </Box>
    </HeaderMenu>
  );
}

/** The visitor's currency, the choices (AED first, then the offered rates) and each one's link; null when none to offer. */
function useCurrencyChoices(layout: LayoutData) {
  const { t, currency, lang } = useI18n();
  const { pathname, search } = useLocation();
  const rates = layout.currencies ?? [];
  // Nothing to choose (no rates yet), or a static export (no server to keep the choice).
  if (rates.length === 0 || layout.staticExport) return null;
  const href = (code: string) => {
    const params = new URLSearchParams(search);
    params.set(CURRENCY_QUERY, code);
    // The router's location has no language prefix (it is the basename): put it back, or /ru/... becomes English.
    return `${localizedPath(lang, pathname)}?${params.toString()}`;
  };
  return {
    current: currency?.code ?? BASE_CURRENCY,
    choices: [{ code: BASE_CURRENCY, name: t('UAE dirham') }, ...rates.map((r) => ({ code: r.code, name: currencyName(r.code, lang, r.name) }))],
    href,
  };
}

/** The same choice in the phone menu (the phone header has no room for a third button). */
export function CurrencyChoices({ layout }: { layout: LayoutData }) {
  const { t } = useI18n();
  const menu = useCurrencyChoices(layout);
  if (!menu) return null;
  return (
    <Box component="section" aria-labelledby="currency-choices-title" data-testid="currency-choices" sx={{ display: { xs: 'block', sm: 'none' }, mt: 2, pt: 2, borderTop: '1px solid #e2ded3' }}>
      <Box component="h2" id="currency-choices-title" sx={{ fontSize: '1rem', m: 0, mb: 1 }}>
        {t('Show prices in')}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {menu.choices.map((c) => (
          <li key={c.code}>
            <Box
              component="a"
              href={menu.href(c.code)}
              rel="nofollow"
              aria-current={c.code === menu.current ? 'true' : undefined}
              title={c.name}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 44,
                minWidth: 56,
                px: 1.5,
                border: '1px solid',
                borderColor: c.code === menu.current ? 'primary.main' : '#c4c8cf',
                bgcolor: c.code === menu.current ? 'primary.main' : '#fff',
                color: c.code === menu.current ? '#fff' : 'primary.main',
                borderRadius: 1,
                fontWeight: 700,
                textDecoration: 'none',
                '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
              }}
            >
              {c.code}
              <VisuallyHidden>{` ${c.name}`}</VisuallyHidden>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
