import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { DESKTOP_LINKS_AFTER, DESKTOP_LINKS_BEFORE } from '../nav';
import { Logo } from '../components/Logo';
import { MobileMenu } from '../components/MobileMenu';
import { navLinkSx } from '../components/navStyles';
import { WhyDubaiMenu } from '../components/WhyDubaiMenu';
import { useI18n } from '../i18n/I18n';
import { LanguageSwitcher } from './LanguageSwitcher';
// The investor's workspace (issue 27)
import { ShortlistLink } from '../workspace/SaveButton';
// Investor math (issue 26)
import { CurrencyChoices, CurrencyMenu } from '../currency/CurrencyMenu';

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
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 1100, bgcolor: '#fff', borderBottom: '1px solid #e2ded3' }}>
      <Box sx={{ bgcolor: 'primary.dark', color: '#fff', fontSize: '0.85rem', display: { xs: 'none', md: 'block' } }}>
        <Container maxWidth="lg" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
          <span>{s?.tagline || t('Off-plan and ready property in Dubai, for investors worldwide')}</span>
          <Box sx={{ display: 'flex', gap: 2, '& a': { color: '#fff' } }}>
            {s?.phone_primary && <a href={telHref(s.phone_primary)}>
                {t('Call')} <bdi dir="ltr">{s.phone_primary}</bdi>
              </a>}
            {s?.email_primary && <a href={`mailto:${s.email_primary}`}>{s.email_primary}</a>}
            <Link to="/">
              {t('Licenses')}
              {s?.rera_orn ? ` (RERA ORN ${s.rera_orn})` : ''}
            </Link>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: { xs: 1, sm: 2 }, minHeight: 68 }}>
        <Logo productName={layout.productName} />
        {/* The menu gives way to the logo (which never shrinks): tighter links up to 1536 px, a second line if a language's labels need it. */}
        <Box
          component="nav"
          aria-label={t('Main')}
          sx={{ display: { xs: 'none', lg: 'block' }, minWidth: 0, flex: '0 1 auto', '& a, & button': { px: { lg: 0.75, xl: 1.25 }, fontSize: { lg: '0.93rem', xl: '0.98rem' } } }}
        >
          <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 0.25, p: 0, m: 0 }}>
            {DESKTOP_LINKS_BEFORE.map((l) => (
              <li key={l.to}>
                <Box component={RouterNavLink} to={l.to} sx={navLinkSx}>
                  {tx(l.label)}
                </Box>
              </li>
            ))}
            <WhyDubaiMenu />
            {DESKTOP_LINKS_AFTER.map((l) => (
              <li key={l.to}>
                <Box component={RouterNavLink} to={l.to} sx={navLinkSx}>
                  {tx(l.label)}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        {/* The investor's workspace (issue 27): the shortlist, with its count. */}
        <ShortlistLink />
        {/* On phones the header has no room: the currency choice is in the menu instead. */}
        <CurrencyMenu layout={layout} sx={{ display: { xs: 'none', sm: 'block' } }} />
        <LanguageSwitcher />
        <Box
          component="button"
          ref={toggle}
          type="button"
          aria-label={t('Open menu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
          sx={{ ...navLinkSx, display: { xs: 'inline-flex', lg: 'none' }, border: '1px solid #c4c8cf', background: '#fff', cursor: 'pointer', minWidth: 44, minHeight: 44, justifyContent: 'center', gap: 1 }}
        >
          <Box component="span" aria-hidden="true" sx={{ fontSize: '1.3rem', lineHeight: 1 }}>
            ☰
          </Box>
          {t('Menu')}
        </Box>
      </Container>
      <MobileMenu open={menuOpen} onClose={close} productName={layout.productName}>
        <CurrencyChoices layout={layout} />
      </MobileMenu>
    </Box>
  );
}
