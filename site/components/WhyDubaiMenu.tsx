import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { WHY_DUBAI_LINKS } from '../nav';
import { navLinkSx } from './navStyles';
import { useI18n } from '../i18n/I18n';

/** The "Why Dubai" dropdown: a disclosure button; Escape or leaving it closes it; links are tabbable. */
export function WhyDubaiMenu() {
  // Open on the page it was opened on: a navigation closes it with no effect to run. An effect closing it
  // on mount lost a tap that React handled while the page was still hydrating (the effect ran after it).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const { t, tx } = useI18n();
  const id = useId();
  const box = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = WHY_DUBAI_LINKS.some((l) => l.to === pathname);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  return (
    <Box
      component="li"
      ref={box}
      sx={{ position: 'relative' }}
      onKeyDown={(e: React.KeyboardEvent) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Box
        component="button"
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        sx={{ font: 'inherit', ...navLinkSx, border: 0, background: 'none', cursor: 'pointer', ...(active ? { color: 'primary.main', boxShadow: 'inset 0 -3px 0 #c8962e' } : {}) }}
      >
        {t('Why Dubai')}
        <Box component="span" aria-hidden="true" sx={{ ml: 0.5, display: 'inline-block', transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .15s' }}>
          ▾
        </Box>
      </Box>
      <Box
        component="ul"
        id={id}
        hidden={!open}
        sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 20, minWidth: 220, listStyle: 'none', m: 0, p: 1, bgcolor: '#fff', borderRadius: 1, boxShadow: '0 12px 32px rgba(0,0,0,.16)' }}
      >
        {WHY_DUBAI_LINKS.map((l) => (
          <li key={l.to}>
            <Box component={RouterNavLink} to={l.to} onClick={() => setOpen(false)} sx={{ ...navLinkSx, display: 'block', py: 1.25 }}>
              {tx(l.label)}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
