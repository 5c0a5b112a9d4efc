import { createTheme, type Theme } from '@mui/material/styles';

/** Navy and sand, as Dubai's premium agencies do; every text colour pair passes WCAG 2.2 AA. */
const options = {
  palette: {
    primary: { main: '#0b3c5d', dark: '#072a41', light: '#1d5a86', contrastText: '#ffffff' },
    secondary: { main: '#c8962e', dark: '#8a6414', contrastText: '#1b1f24' },
    text: { primary: '#1b1f24', secondary: '#4a5260' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 4vw, 3rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.5rem, 3vw, 2.1rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    button: { textTransform: 'none' as const, fontWeight: 700 },
  },
};
const themes: Partial<Record<'ltr' | 'rtl', Theme>> = {};
/**
 * The page's theme, made on first use: a page needs one direction, and each createTheme is main-thread time at load.
 * Arabic pages: MUI mirrors its components (with the RTL Emotion cache flipping the styles).
 */
export const themeFor = (dir: 'ltr' | 'rtl'): Theme => (themes[dir] ??= createTheme(dir === 'rtl' ? { ...options, direction: 'rtl' } : options));

/** Same key on server and browser so the browser adopts the server's style tags. */
export const EMOTION_KEY = 'css';
