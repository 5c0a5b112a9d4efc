import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import type { LangAttributes } from '../i18n/fallback';
import { cx } from '../styles/cx';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  label: string;
  to?: string;
  /** lang/dir when the label is English on a translated page (a record's title: site/i18n/fallback.ts). */
  lang?: LangAttributes;
}

export function Breadcrumbs({ items, light }: { items: Crumb[]; light?: boolean }) {
  const { t, tx } = useI18n();
  return (
    <nav aria-label={t('Breadcrumb')}>
      <ol className={cx(styles.list, light && styles.light)}>
        {items.map((c, i) => (
          <li key={i}>
            {c.to ? (
              <Link to={c.to} className={styles.link}>
                {tx(c.label)}
              </Link>
            ) : (
              <span aria-current="page" {...c.lang}>
                {tx(c.label)}
              </span>
            )}
            {i < items.length - 1 && <span aria-hidden="true"> / </span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
