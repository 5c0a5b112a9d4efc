import { Stack } from '@mui/material';
import { BooleanInput, DateTimeInput } from './inputs';

/** Published switch and, for dated content, the date shown on the site. */
export function PublishFields({ withDate = true, featured = false }: { withDate?: boolean; featured?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <BooleanInput source="published" />
      {featured && <BooleanInput source="featured" />}
      {withDate && <DateTimeInput source="published_at" parse={(v: string) => (v ? new Date(v).toISOString() : null)} />}
      {/* Scheduled unpublish (issue 31): the record leaves the public site at this time. */}
      {withDate && <DateTimeInput source="unpublish_at" label="Unpublish at" parse={(v: string) => (v ? new Date(v).toISOString() : null)} />}
    </Stack>
  );
}
