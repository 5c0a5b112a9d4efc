import { useCallback, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { DESKTOP_LINKS_AFTER, DESKTOP_LINKS_BEFORE } from '../nav';
import { Logo } from '../components/Logo';
import { Container } from '../components/Container';
import { WhyDubaiMenu } from '../components/WhyDubaiMenu';
import { useI18n } from '../i18n/I18n';
import { LanguageSwitcher } from './LanguageSwitcher';
// The investor's workspace (issue 27)
import { ShortlistLink } from '../workspace/SaveButton';
// Investor math (issue 26)
import { CurrencyChoices, CurrencyMenu } from '../currency/CurrencyMenu';
import { island } from '../islands/island';
import { cx } from '../styles/cx';
import nav from '../components/navStyles.module.css';
import styles from './Header.module.css';

// An island (issue 41 item 3, decision 049): the phone's menu is drawn closed by the server; its code comes when the
// visitor reaches for the menu button (fetched at hover, touch or focus) and it hydrates as it opens.
const loadMobileMenu = () => import('../components/MobileMenu');
// Its props are the header's own (a stable callback, the layout), so a header drawn again does not wake it.
const PhoneMenu = island(
  () =>
    loadMobileMenu().then(({ MobileMenu }) => function PhoneMenu({ layout, ...menu }: { open: boolean; onClose(): void; layout: LayoutData }) {
      return (
        <MobileMenu {...menu} productName={layout.productName}>
          <CurrencyChoices layout={layout} />
        </MobileMenu>
      );
    }),
  { when: 'interaction' },
);
const fetchMobileMenu = () => void loadMobileMenu();

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Header({ layout }: { layout: LayoutData }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Focus goes back to the menu button (after a link, the new page then moves it to the main content).
  const close = useCallback(() => {
    setMenuOpen(false);
    toggle.current?.focus();
  }, []);
  const s = layout.settings;
  const { t, tx } = useI18n();
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <Container className={styles.topBarRow}>
          <span>{s?.tagline || t('Off-plan and ready property in Dubai, for investors worldwide')}</span>
          <div className={styles.contacts}>
            {s?.phone_primary && <a href={telHref(s.phone_primary)}>
                {t('Call')} <bdi dir="ltr">{s.phone_primary}</bdi>
              </a>}
            {s?.email_primary && <a href={`mailto:${s.email_primary}`}>{s.email_primary}</a>}
            <Link to="/">
              {t('Licenses')}
              {s?.rera_orn ? ` (RERA ORN ${s.rera_orn})` : ''}
            </Link>
          </div>
        </Container>
      </div>
      <Container className={styles.row}>
        <Logo productName={layout.productName} />
        <nav aria-label={t('Main')} className={styles.nav}>
          <ul className={styles.navList}>
            {DESKTOP_LINKS_BEFORE.map((l) => (
              <li key={l.to}>
                <RouterNavLink to={l.to} className={nav.link}>
                  {tx(l.label)}
                </RouterNavLink>
              </li>
            ))}
            <WhyDubaiMenu />
            {DESKTOP_LINKS_AFTER.map((l) => (
              <li key={l.to}>
                <RouterNavLink to={l.to} className={nav.link}>
                  {tx(l.label)}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The investor's workspace (issue 27): the shortlist, with its count. */}
        <ShortlistLink />
        {/* On phones the header has no room: the currency choice is in the menu instead. */}
        <CurrencyMenu layout={layout} className={styles.currency} />
        <LanguageSwitcher />
        <button
          ref={toggle}
          type="button"
          aria-label={t('Open menu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
          onPointerEnter={fetchMobileMenu}
          onFocus={fetchMobileMenu}
          className={cx(nav.link, nav.boxed, nav.menuButton)}
        >
          <span aria-hidden="true" className={styles.menuIcon}>
            ☰
          </span>
          {t('Menu')}
        </button>
      </Container>
      <PhoneMenu open={menuOpen} onClose={close} layout={layout} />
    </header>
  );
}
