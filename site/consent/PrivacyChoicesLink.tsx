import { Link } from 'react-router-dom';
import { openPrivacyChoices } from '../../src/consent';
import { useI18n } from '../i18n/I18n';
import { CHOICES_HASH } from './ConsentHost';

/**
 * The footer's "Privacy choices": opens the consent choices in place; before the app has loaded (or without
 * script) it is a plain link to the privacy policy, where the choices open.
 */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <Link
      to={`/privacy-policy${CHOICES_HASH}`}
      onClick={(e) => {
        e.preventDefault();
        openPrivacyChoices();
      }}
      className={className}
    >
      {t('Privacy choices')}
    </Link>
  );
}
