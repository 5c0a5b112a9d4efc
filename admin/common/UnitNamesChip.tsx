import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { unwordedUnitTypes } from '../../src/unitTypes';
import { useTr } from './useTr';

/**
 * Beside the missing-translation chips of the project list (issue 39 item 4): unit type names the site cannot word
 * in other languages (written outside "2 Bedroom", "4 Bedroom Penthouse"...), so they show in English there.
 */
export function UnitNamesChip(_props: { label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const tr = useTr();
  const names = unwordedUnitTypes(record?.unit_types);
  if (!names.length) return null;
  return <Chip size="small" variant="outlined" color="warning" data-testid="unit-names-english" label={tr('Unit names in English')} title={tr('Shown in English on every language: %{names}', { names: names.join(', ') })} />;
}
