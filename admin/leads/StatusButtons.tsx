import { FormControl, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { STATUS_CHOICES } from './StatusChip';

/** The lead's status as one tap on a button (phones): no dropdown to open first. */
export function StatusButtons() {
  const { field } = useInput({ source: 'status' });
  const translate = useTranslate();
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {translate('oasis.lead.status_label')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        value={field.value ?? null}
        // A second tap on the current status keeps it: a status is always set.
        onChange={(_e, value: string | null) => value && field.onChange(value)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}
      >
        {STATUS_CHOICES.map((choice) => (
          <ToggleButton
            key={choice.id}
            value={choice.id}
            sx={{
              minHeight: 44,
              px: 2,
              textTransform: 'none',
              fontWeight: 600,
              color: 'text.primary',
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            }}
          >
            {translate(choice.name)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}
