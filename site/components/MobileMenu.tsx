import Box from '@mui/material/Box';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { MOBILE_LINKS } from '../nav';
import { navLinkSx } from './navStyles';
import { useI18n } from '../i18n/I18n';

interface MobileMenuProps {
  open: boolean;
  onClose(): void;
  productName: string;
  /** What follows the links (the currency choice on phones, issue 26). */
  children?: ReactNode;
}

/** Off-canvas menu for phones (spec §2: its own list, closes after a link is chosen); Escape closes it. */
export function MobileMenu({ open, onClose, productName, children }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { t, tx } = useI18n();
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>('a, button')];
        const first = items[0];
        const last = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  return (
    <Box sx={{ display: open ? 'block' : 'none' }}>
      <Box onClick={onClose} aria-hidden="true" sx={{ position: 'fixed', inset: 0, bgcolor: 'rgba(7,42,65,.55)', zIndex: 1200 }} />
      <Box
        ref={panel}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('Menu')}
        sx={{ position: 'fixed', top: 0, bottom: 0, right: 0, width: 'min(320px, 86vw)', bgcolor: '#fff', zIndex: 1201, p: 2, overflowY: 'auto', boxShadow: '-8px 0 24px rgba(0,0,0,.2)' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Box component="span" sx={{ fontWeight: 800, color: 'primary.main' }}>
            {productName}
          </Box>
          <Box component="button" type="button" onClick={onClose} aria-label={t('Close menu')} sx={{ ...navLinkSx, border: '1px solid #c4c8cf', background: '#fff', cursor: 'pointer', minWidth: 44, minHeight: 44, justifyContent: 'center', fontSize: '1.4rem' }}>
            ×
          </Box>
        </Box>
        <nav aria-label={t('Mobile')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {MOBILE_LINKS.map((l) => (
              <li key={l.to}>
                <Box component={RouterNavLink} to={l.to} onClick={onClose} sx={{ ...navLinkSx, display: 'flex', minHeight: 48, fontSize: '1.05rem' }}>
                  {tx(l.label)}
                </Box>
              </li>
            ))}
          </Box>
        </nav>
        {children}
      </Box>
    </Box>
  );
}
