import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetIdentity, useTranslate } from 'react-admin';

/** Takes the lead in one tap; saved with the rest of the follow-up. */
export function AssignToMeButton() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const assignee = useWatch({ name: 'assignee_id' });
  if (!identity || assignee === identity.id) return null;
  return (
    <Button startIcon={<PersonAddIcon />} onClick={() => setValue('assignee_id', identity.id, { shouldDirty: true })} sx={{ minHeight: 44, mb: 2 }}>
      {translate('oasis.lead.assign_to_me')}
    </Button>
  );
}
