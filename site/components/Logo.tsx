import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';

/**
 * The product mark (a stylised palm and skyline) with the product name; links to the home page of the page's
 * language (the router's basename). The name stays on one line and whole (issue 23: it was cut to "Oasis In..." beside
 * the desktop menu): the logo never shrinks in the header's row, the menu gives way instead (Header.tsx). Smaller type
 * on phones, growing with the screen: it fits a 360 px header in every language beside the language and menu buttons.
 */
export function Logo({ productName, light }: { productName: string; light?: boolean }) {
  const { t } = useI18n();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('{product} home page', { product: productName })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexShrink: 0, textDecoration: 'none', color: light ? '#fff' : 'primary.main', '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 } }}
    >
      <Box component="svg" width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ flexShrink: 0, width: { xs: 26, sm: 34 }, height: { xs: 26, sm: 34 } }}>
        <rect width="32" height="32" rx="7" fill={light ? '#ffffff' : '#0b3c5d'} />
        <path d="M7 24h18M10 24V14h3v10M15 24V8h3v16M20 24v-7h3v7" stroke="#c8962e" strokeWidth="2" fill="none" />
      </Box>
      {/* The product name is Latin in every language: its own direction (dir=auto) on Arabic pages too. */}
      <Box
        component="span"
        dir="auto"
        sx={{ fontWeight: 800, fontSize: { xs: 'clamp(0.875rem, 4.1vw, 1.25rem)', sm: '1.25rem' }, lineHeight: 1.2, letterSpacing: '-.01em', whiteSpace: 'nowrap' }}
      >
        {productName}
      </Box>
    </Box>
  );
}
