import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** A yes/no column as a chip on phone rows: Published / Draft, Active / Off. */
export function FlagChip({ source, on, off }: { source: string; on: string; off: string }) {
  const record = useRecordContext();
  const value = Boolean(record?.[source]);
  return <Chip size="small" label={value ? on : off} color={value ? 'success' : 'default'} variant={value ? 'filled' : 'outlined'} />;
}
