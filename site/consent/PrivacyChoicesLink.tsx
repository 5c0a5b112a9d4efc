import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { openPrivacyChoices } from '../../src/consent';
import { useI18n } from '../i18n/I18n';
import { CHOICES_HASH } from './ConsentHost';

/**
 * The footer's "Privacy choices": opens the consent choices in place; before the app has loaded (or without
 * script) it is a plain link to the privacy policy, where the choices open.
 */
export function PrivacyChoicesLink({ sx }: { sx: object }) {
  const { t } = useI18n();
  return (
    <Box
      component={Link}
      to={`/privacy-policy${CHOICES_HASH}`}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        openPrivacyChoices();
      }}
      sx={sx}
    >
      {t('Privacy choices')}
    </Box>
  );
}
