import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import styles from './Logo.module.css';

/**
 * The product mark (a stylised palm and skyline) with the product name; links to the home page of the page's
 * language (the router's basename). The name stays on one line and whole (issue 23: it was cut to "Oasis In..." beside
 * the desktop menu): the logo never shrinks in the header's row, the menu gives way instead (Header.tsx). Smaller type
 * on phones, growing with the screen: it fits a 360 px header in every language beside the language and menu buttons.
 */
export function Logo({ productName, light }: { productName: string; light?: boolean }) {
  const { t } = useI18n();
  return (
    <Link to="/" aria-label={t('{product} home page', { product: productName })} className={cx(styles.logo, light && styles.light)}>
      <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
        <rect width="32" height="32" rx="7" fill={light ? '#ffffff' : '#0b3c5d'} />
        <path d="M7 24h18M10 24V14h3v10M15 24V8h3v16M20 24v-7h3v7" stroke="#c8962e" strokeWidth="2" fill="none" />
      </svg>
      {/* The product name is Latin in every language: its own direction (dir=auto) on Arabic pages too. */}
      <span dir="auto" className={styles.name}>
        {productName}
      </span>
    </Link>
  );
}
