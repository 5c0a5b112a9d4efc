import TranslateIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { LoadingIndicator, useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The staff language, in the app bar: react-admin's locale state lives in its store (localStorage),
 * so the choice survives reloads and the next sign-in on this browser.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Screen readers and the browser's hyphenation follow the page language.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.locale === locale) ?? languages[0];
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'admin-language-menu' : undefined}
        aria-label={translate('oasis.app.language_current', { name: current.name })}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
        // On a phone the icon alone leaves the page title room; the name shows on a desk.
        sx={{
          minHeight: 44,
          minWidth: 44,
          textTransform: 'none',
          '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } },
          '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{current.name}</Box>
      </Button>
      <Menu id="admin-language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(l.locale);
            }}
            sx={{ minHeight: 44 }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The app bar's right-hand tools: the language, then react-admin's loading indicator (its default bar had both). */
export const AppBarTools = () => (
  <>
    <LanguageMenu />
    <LoadingIndicator />
  </>
);
