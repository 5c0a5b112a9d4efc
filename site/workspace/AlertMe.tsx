import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import type { ProjectFilters } from '../../src/search/projectFilters';
import { useI18n } from '../i18n/I18n';

const AlertForm = lazy(() => import('./AlertForm'));

/**
 * "Alert me" on the project list (issue 27): a button in the first load; the form (and its texts) load on the
 * first press. Works on the search the page shows.
 */
export function AlertMe({ filters }: { filters: ProjectFilters }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (open)
    return (
      <Suspense fallback={<Box sx={{ minHeight: 44 }} />}>
        <AlertForm filters={filters} />
      </Suspense>
    );
  return (
    <Box
      component="button"
      type="button"
      data-testid="alert-me"
      onClick={() => setOpen(true)}
      sx={{ minHeight: 44, px: 2.5, mb: 3, border: '2px solid', borderColor: 'primary.main', borderRadius: 1, bgcolor: '#fff', color: 'primary.main', font: 'inherit', fontWeight: 700, cursor: 'pointer' }}
    >
      {t('Alert me about new projects for this search')}
    </Box>
  );
}
