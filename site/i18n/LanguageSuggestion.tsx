import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_INFO, LANGUAGES, localizedPath, type Language } from '../../src/i18n/languages';
import { useI18n } from './I18n';
import { rememberLanguage } from './cookie';
import { hasChosenLanguage, LANGUAGE_SUGGEST_ATTRIBUTE, LANGUAGE_SUGGEST_SCRIPT, SUGGESTS_ATTRIBUTE } from '../../src/i18n/suggest';

/** Written in the language suggested, so a visitor who cannot read the current page still understands it. */
const SUGGESTION: Record<Language, { text: string; go: string; stay: string }> = {
  en: { text: 'This page is also available in English.', go: 'Read in English', stay: 'No, thanks' },
  ar: { text: 'هذه الصفحة متوفرة أيضاً باللغة العربية.', go: 'اقرأ بالعربية', stay: 'لا، شكراً' },
  ru: { text: 'Эта страница доступна и на русском языке.', go: 'Читать на русском', stay: 'Нет, спасибо' },
  zh: { text: '本页面也提供中文版本。', go: '阅读中文版', stay: '不用了，谢谢' },
};

/**
 * On a first visit, a dismissible bar suggests the page in the browser's language: never a redirect, and nothing
 * once the visitor has chosen (the `lang` cookie). Decided in the browser, so cached pages stay shared: the page
 * holds a hidden bar for each other language and an inline script right after them shows the suggested one before
 * the first paint, so nothing moves (src/i18n/suggest.ts, decision 045); without script nothing is suggested.
 */
export function LanguageSuggestion() {
  const { lang } = useI18n();
  const { pathname, search } = useLocation();
  // A language chosen since (the menu, or a client navigation to the suggested language) ends the suggestion.
  useEffect(() => {
    const root = document.documentElement;
    const shown = root.getAttribute(LANGUAGE_SUGGEST_ATTRIBUTE);
    if (shown && (shown === lang || hasChosenLanguage(document.cookie))) root.removeAttribute(LANGUAGE_SUGGEST_ATTRIBUTE);
  }, [lang]);
  return (
    <>
      {LANGUAGES.filter((l) => l !== lang).map((suggested) => {
        const s = SUGGESTION[suggested];
        const info = LANGUAGE_INFO[suggested];
        return (
          <Box
            key={suggested}
            {...{ [SUGGESTS_ATTRIBUTE]: suggested }}
            role="region"
            aria-label={s.text}
            lang={info.hreflang}
            dir={info.dir}
            sx={{
              display: 'none',
              [`html[${LANGUAGE_SUGGEST_ATTRIBUTE}="${suggested}"] &`]: { display: 'flex' },
              bgcolor: '#f3d9a4',
              color: '#1b1f24',
              px: 2,
              py: 1,
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              fontSize: '0.95rem',
            }}
          >
            <span>{s.text}</span>
            <Box
              component="a"
              href={localizedPath(suggested, pathname) + search}
              hrefLang={info.hreflang}
              onClick={() => rememberLanguage(suggested)}
              sx={{ fontWeight: 800, color: '#072a41', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
            >
              {s.go}
            </Box>
            <Box
              component="button"
              type="button"
              onClick={() => {
                rememberLanguage(lang);
                document.documentElement.removeAttribute(LANGUAGE_SUGGEST_ATTRIBUTE);
              }}
              sx={{ font: 'inherit', minHeight: 44, px: 1.5, border: '1px solid #8a6414', borderRadius: 1, background: 'transparent', color: '#1b1f24', cursor: 'pointer' }}
            >
              {s.stay}
            </Box>
          </Box>
        );
      })}
      {/* Runs as the parser meets it, before the header below exists: the CSP allows it by its hash. */}
      <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SUGGEST_SCRIPT }} />
    </>
  );
}
