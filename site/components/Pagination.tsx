import { Link } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Builds the address of page n (keeps the list's other parameters). */
  href(n: number): string;
  label: string;
}

export function Pagination({ page, pageCount, href, label }: PaginationProps) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter((n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} className={styles.item} rel="prev">
              {t('Previous page')}
            </Link>
          </li>
        )}
        {pages.map((n, i) => (
          <li key={n}>
            {i > 0 && pages[i - 1] !== n - 1 && <span aria-hidden="true">… </span>}
            {n === page ? (
              <span className={cx(styles.item, styles.current)} aria-current="page">
                {n}
              </span>
            ) : (
              <Link to={href(n)} className={styles.item} aria-label={t('Page {n}', { n })}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} className={styles.item} rel="next">
              {t('Next page')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
