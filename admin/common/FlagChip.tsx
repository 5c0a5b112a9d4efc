import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** A yes/no column as a chip on phone rows: Published / Draft, Active / Off. */
export function FlagChip({ source, on, off }: { source: string; on: string; off: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = Boolean(record?.[source]);
  const text = value ? on : off;
  return <Chip size="small" label={translate(text, { _: text })} color={value ? 'success' : 'default'} variant={value ? 'filled' : 'outlined'} />;
}
