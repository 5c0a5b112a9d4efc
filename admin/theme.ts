import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Brand colours: deep navy with sand and gold accents. */
export const BRAND = { navy: '#0f2340', navyLight: '#1d3a63', gold: '#b8893b', sand: '#f4ece0', ink: '#1b1b1b' };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.navy, light: BRAND.navyLight, contrastText: '#ffffff' },
    secondary: { main: BRAND.gold, contrastText: '#ffffff' },
    background: { default: '#faf7f2', paper: '#ffffff' },
    text: { primary: BRAND.ink },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  sidebar: { width: 260, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { backgroundColor: BRAND.navy, color: '#fff' } } } },
    RaMenuItemLink: { styleOverrides: { root: { '&.RaMenuItemLink-active': { borderLeft: `3px solid ${BRAND.gold}`, backgroundColor: BRAND.sand } } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
};
