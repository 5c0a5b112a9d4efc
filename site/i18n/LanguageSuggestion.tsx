import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_INFO, LANGUAGES, localizedPath, type Language } from '../../src/i18n/languages';
import { useI18n } from './I18n';
import { rememberLanguage } from './cookie';
import { hasChosenLanguage, LANGUAGE_SUGGEST_ATTRIBUTE, LANGUAGE_SUGGEST_SCRIPT, SUGGESTS_ATTRIBUTE } from '../../src/i18n/suggest';
import styles from './LanguageSuggestion.module.css';

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
          <div key={suggested} {...{ [SUGGESTS_ATTRIBUTE]: suggested }} role="region" aria-label={s.text} lang={info.hreflang} dir={info.dir} className={styles.bar}>
            <span>{s.text}</span>
            <a href={localizedPath(suggested, pathname) + search} hrefLang={info.hreflang} onClick={() => rememberLanguage(suggested)} className={styles.go}>
              {s.go}
            </a>
            <button
              type="button"
              onClick={() => {
                rememberLanguage(lang);
                document.documentElement.removeAttribute(LANGUAGE_SUGGEST_ATTRIBUTE);
              }}
              className={styles.stay}
            >
              {s.stay}
            </button>
          </div>
        );
      })}
      {/* Runs as the parser meets it, before the header below exists: the CSP allows it by its hash. */}
      <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SUGGEST_SCRIPT }} />
    </>
  );
}
