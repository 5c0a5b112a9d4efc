import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Brand colours: deep navy with sand and gold accents. */
export const BRAND = { navy: '#0f2340', navyLight: '#1d3a63', gold: '#b8893b', goldOnLight: '#86622a', sand: '#f4ece0', ink: '#1b1b1b' };

/** Below `md`: react-admin's layout grows to fit wide content (min-width: fit-content) for desktop tables; phones must not scroll sideways. */
const PHONE = '@media (max-width: 899.95px)';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.navy, light: BRAND.navyLight, contrastText: '#ffffff' },
    // Text on every chip and button passes WCAG AA (4.5:1): ink on gold, white on the darker amber and blue.
    secondary: { main: BRAND.gold, contrastText: BRAND.ink },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
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
    RaLayout: {
      styleOverrides: {
        root: {
          [PHONE]: {
            minWidth: 0,
            '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
            // One column of full-width inputs on a phone, in forms and filter bars alike.
            '& .ra-input, & .ra-input .MuiTextField-root': { width: '100%' },
            '& form .MuiStack-root': { alignSelf: 'stretch' },
          },
        },
      },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaEdit: { styleOverrides: { root: { '& .RaEdit-main': { minWidth: 0 } } } },
    RaCreate: { styleOverrides: { root: { '& .RaCreate-main': { minWidth: 0 } } } },
    // Spinners (the app bar's loading indicator among them) need a name for screen readers.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } as object },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } as object },
    // The phone's number pad for numbers (type=number alone gives the full keyboard on some phones).
    RaNumberInput: { defaultProps: { inputProps: { inputMode: 'decimal' } } },
    // Form tabs scroll on a narrow screen instead of widening the page.
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  },
};
