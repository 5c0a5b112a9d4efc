import { useEffect, useId, useRef, useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { WHY_DUBAI_LINKS } from '../nav';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import nav from './navStyles.module.css';
import styles from './WhyDubaiMenu.module.css';

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
    <li
      ref={box}
      className={styles.menu}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={cx(nav.link, nav.plain, active && nav.current)}
      >
        {t('Why Dubai')}
        <span aria-hidden="true" className={cx(styles.caret, open && styles.caretOpen)}>
          ▾
        </span>
      </button>
      <ul id={id} hidden={!open} className={styles.panel}>
        {WHY_DUBAI_LINKS.map((l) => (
          <li key={l.to}>
            <RouterNavLink to={l.to} onClick={() => setOpen(false)} className={cx(nav.link, nav.dropdownLink)}>
              {tx(l.label)}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
