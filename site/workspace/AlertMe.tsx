import { lazy, Suspense, useState } from 'react';
import type { ProjectFilters } from '../../src/search/projectFilters';
import { useI18n } from '../i18n/I18n';
import styles from './AlertMe.module.css';
import { withCatalogue } from '../i18n/catalogue';

const AlertForm = lazy(withCatalogue(() => import('./AlertForm')));

/**
 * "Alert me" on the project list (issue 27): a button in the first load; the form (and its texts) load on the
 * first press. Works on the search the page shows.
 */
export function AlertMe({ filters }: { filters: ProjectFilters }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={<div className={styles.placeholder} />}>
        <AlertForm filters={filters} />
      </Suspense>
    );
  return (
    <button type="button" data-testid="alert-me" onClick={() => setOpen(true)} className={styles.button}>
      {t('Alert me about new projects for this search')}
    </button>
  );
}
