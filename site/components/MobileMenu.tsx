import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { MOBILE_LINKS } from '../nav';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import nav from './navStyles.module.css';
import styles from './MobileMenu.module.css';

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
    <div className={cx(styles.menu, open && styles.open)}>
      <div onClick={onClose} aria-hidden="true" className={styles.backdrop} />
      <div ref={panel} id="mobile-menu" role="dialog" aria-modal="true" aria-label={t('Menu')} className={styles.panel}>
        <div className={styles.head}>
          <span className={styles.name}>{productName}</span>
          <button type="button" onClick={onClose} aria-label={t('Close menu')} className={cx(nav.link, nav.boxed, nav.closeButton)}>
            ×
          </button>
        </div>
        <nav aria-label={t('Mobile')}>
          <ul className={styles.list}>
            {MOBILE_LINKS.map((l) => (
              <li key={l.to}>
                <RouterNavLink to={l.to} onClick={onClose} className={cx(nav.link, nav.mobileLink)}>
                  {tx(l.label)}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        {children}
      </div>
    </div>
  );
}
