import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import type { GoldenVisaRules } from '../../src/golden-visa';
import { ContentPage } from '../pages/ContentPage';
import { useI18n } from '../i18n/I18n';
import { loadVisaTexts } from '../investment/visaTexts/load';
import { island } from '../islands/island';
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './GoldenVisaPage.module.css';

function Placeholder() {
  const { t } = useI18n();
  return <p className={cx(text.body, text.muted, styles.placeholder)}>{t('The Golden Visa check is loading. It needs JavaScript; you can also ask our team by phone or e-mail (details at the foot of the page).')}</p>;
}

/**
 * The check is an island (decision 049): the server renders it with its example; its code and its texts in the
 * page's language are fetched together at the visitor's first touch, focus or key in it.
 */
const GoldenVisaCheck = island(
  async (lang) => {
    const [{ default: Check }, texts] = await Promise.all([import('./GoldenVisaCheck'), loadVisaTexts(lang)]);
    return function CheckInLanguage(props: { rules?: GoldenVisaRules | null }) {
      return <Check {...props} texts={texts} />;
    };
  },
  { when: 'interaction' },
  <Placeholder />,
);

/** /golden-visa: the page's own text, then the eligibility check (issue 26 item 2). */
export function GoldenVisaPage() {
  const { t } = useI18n();
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  return (
    <>
      <ContentPage />
      <section id="golden-visa-check" aria-labelledby="golden-visa-check-title">
        <Container maxWidth="md" className={styles.check}>
          <h2 className={cx(text.h2, styles.title)} id="golden-visa-check-title">
            {t('Does your property qualify for the Golden Visa?')}
          </h2>
          <p className={cx(text.body, text.muted, styles.lead)}>{t('Enter what you own or plan to buy: each owner counts their own share, and several properties add up.')}</p>
          <GoldenVisaCheck rules={layout?.settings?.golden_visa_rules} />
        </Container>
      </section>
    </>
  );
}
