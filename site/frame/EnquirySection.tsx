import { Container } from '../components/Container';
import { EnquiryFormLoader } from '../forms/EnquiryFormLoader';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './EnquirySection.module.css';

interface EnquirySectionProps {
  productName: string;
  country: string;
  projectId?: number | null;
  projectTitle?: string | null;
  /** A static copy (npm run generate) has no API to send to: the form is replaced by how to reach the team. */
  staticExport?: boolean;
  /** Inventory (issue 30): every unit sold, the enquiry becomes interest in resales. */
  soldOut?: boolean;
}

/** "Speak to a {product} Expert" above the footer (spec §2), tied to the project on project pages. */
export function EnquirySection({ productName, country, projectId, projectTitle, staticExport, soldOut }: EnquirySectionProps) {
  const { t } = useI18n();
  return (
    <section id="enquiry" aria-labelledby="enquiry-title" className={styles.section}>
      <Container className={styles.columns}>
        <div>
          <h2 className={text.h2} id="enquiry-title">
            {soldOut ? t('Register interest in resales') : t('Speak to a {product} Expert', { product: productName })}
          </h2>
          <p className={cx(text.body, text.muted, styles.lead)}>
            {projectTitle && soldOut
              ? t('All units at {project} are sold. Leave your details to hear first when an owner resells.', { project: projectTitle })
              : projectTitle
              ? t('Ask about prices, payment plans and available units at {project}. An adviser replies within one working hour.', { project: projectTitle })
              : t('Tell us your budget and timeline: an investment adviser replies within one working hour with projects that fit.')}
          </p>
        </div>
        <div className={styles.card}>
          {staticExport ? (
            <p className={text.body}>
              {t('This is a static copy of the site: enquiries cannot be sent from it. Please call or e-mail our team (details at the foot of the page).')}
            </p>
          ) : (
            <EnquiryFormLoader idPrefix="enquiry" country={country} projectId={projectId} />
          )}
        </div>
      </Container>
    </section>
  );
}
