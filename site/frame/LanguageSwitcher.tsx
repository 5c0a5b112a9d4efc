import { useLocation } from 'react-router-dom';
import { LANGUAGE_INFO, LANGUAGES, localizedPath, type Language } from '../../src/i18n/languages';
import { useI18n } from '../i18n/I18n';
import { rememberLanguage } from '../i18n/cookie';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { HeaderMenu, menuItemClass, menuListClass } from '../components/HeaderMenu';
import styles from './LanguageSwitcher.module.css';

/**
 * The language switcher of the header: plain links to the same page in each language (they work before the
 * script loads and search engines follow them), the choice remembered in the `lang` cookie.
 */
export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const { pathname, search } = useLocation();
  const href = (l: Language) => localizedPath(l, pathname) + search;
  return (
    <HeaderMenu
      panelClassName={styles.panel}
      summary={
        <>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a14 14 0 0 1 1.9 4h-3.8A14 14 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8.1 8ZM12 20a14 14 0 0 1-1.9-4h3.8A14 14 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
            />
          </svg>
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <VisuallyHidden>{t('Language: {name}', { name: LANGUAGE_INFO[lang].name })}</VisuallyHidden>
        </>
      }
    >
      <ul className={menuListClass}>
        {LANGUAGES.map((l) => (
          <li key={l}>
            <a
              href={href(l)}
              hrefLang={LANGUAGE_INFO[l].hreflang}
              lang={LANGUAGE_INFO[l].hreflang}
              aria-current={l === lang ? 'true' : undefined}
              onClick={() => rememberLanguage(l)}
              className={menuItemClass(l === lang)}
            >
              {LANGUAGE_INFO[l].name}
            </a>
          </li>
        ))}
      </ul>
    </HeaderMenu>
  );
}
