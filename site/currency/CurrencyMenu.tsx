import { useLocation } from 'react-router-dom';
import { BASE_CURRENCY, CURRENCY_QUERY } from '../../src/currency';
import { localizedPath } from '../../src/i18n/languages';
import type { LayoutData } from '../../src/site-contract';
import { useI18n } from '../i18n/I18n';
import { currencyName } from '../i18n/names';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { HeaderMenu, menuItemClass, menuListClass } from '../components/HeaderMenu';
import { cx } from '../styles/cx';
import styles from './CurrencyMenu.module.css';

/**
 * The currency menu beside the language menu (issue 26): plain links to the same page with `?currency=XXX`; the
 * server keeps the choice in the `currency` cookie and answers with the clean URL, rendered in that currency. No
 * script of its own (a <details> element), so the first load stays light; works before the app loads.
 */
export function CurrencyMenu({ layout, className }: { layout: LayoutData; className?: string }) {
  const { t } = useI18n();
  const menu = useCurrencyChoices(layout);
  if (!menu) return null;
  const { current, choices, href } = menu;
  return (
    <HeaderMenu
      testId="currency-menu"
      className={className}
      panelClassName={styles.panel}
      summary={
        <>
          <span aria-hidden="true">{current}</span>
          <VisuallyHidden>{t('Currency: {code}', { code: current })}</VisuallyHidden>
        </>
      }
    >
      <p id="currency-menu-title" className={styles.title}>
        {t('Show prices in')}
      </p>
      <ul aria-labelledby="currency-menu-title" className={menuListClass}>
        {choices.map((c) => (
          <li key={c.code}>
            <a href={href(c.code)} rel="nofollow" aria-current={c.code === current ? 'true' : undefined} className={menuItemClass(c.code === current)}>
              <span className={styles.code}>{c.code}</span>
              <span>{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
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
    <section aria-labelledby="currency-choices-title" data-testid="currency-choices" className={styles.choices}>
      <h2 id="currency-choices-title" className={styles.choicesTitle}>
        {t('Show prices in')}
      </h2>
      <ul className={styles.chips}>
        {menu.choices.map((c) => (
          <li key={c.code}>
            <a
              href={menu.href(c.code)}
              rel="nofollow"
              aria-current={c.code === menu.current ? 'true' : undefined}
              title={c.name}
              className={cx(styles.chip, c.code === menu.current && styles.chipCurrent)}
            >
              {c.code}
              <VisuallyHidden>{` ${c.name}`}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
