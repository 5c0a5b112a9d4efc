import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A filter with a fixed value, chosen from "Add filter" and shown as a chip (react-admin's demo idiom):
 * `<QuickFilter source="assignee_id" label="My leads" defaultValue={me} />`.
 */
export function QuickFilter({ label }: { label: string; source: string; defaultValue: unknown }) {
  const translate = useTranslate();
  return <Chip sx={{ mb: 1 }} label={translate(label, { _: label })} />;
}
