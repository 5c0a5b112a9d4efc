import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';

/** The product mark (a stylised palm and skyline) with the product name; links home. */
export function Logo({ productName, light }: { productName: string; light?: boolean }) {
  return (
    <Box component={Link} to="/" aria-label={`${productName} home page`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: light ? '#fff' : 'primary.main', '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 } }}>
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={light ? '#ffffff' : '#0b3c5d'} />
        <path d="M7 24h18M10 24V14h3v10M15 24V8h3v16M20 24v-7h3v7" stroke="#c8962e" strokeWidth="2" fill="none" />
      </svg>
      <Box component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: '-.01em' }}>
        {productName}
      </Box>
    </Box>
  );
}
