import { useLocation } from 'react-router-dom';
import { projectReference, referenceText, whatsappLink } from '../../src/conversations/reference';
import { useI18n } from '../i18n/I18n';

/**
 * The site's WhatsApp link (issue 29): a chat pre-filled in the page's language with the project's name and a
 * short reference the webhook matches back to the project ("(ref: P12)") or to the page's path.
 */
export function useWhatsappHref(number: string | null | undefined, project?: { id: number; title: string } | null): string | null {
  const { t } = useI18n();
  const { pathname } = useLocation();
  if (!number || !number.replace(/\D/g, '')) return null;
  const ref = project ? projectReference(project.id) : pathname.replace(/^\/(ar|ru|zh)(?=\/|$)/, '').slice(0, 80) || '/';
  const greeting = project ? t('Hello! I am interested in {project}.', { project: project.title }) : t('Hello! I have a question about investing in Dubai.');
  return whatsappLink(number, `${greeting} ${referenceText(ref)}`);
}
