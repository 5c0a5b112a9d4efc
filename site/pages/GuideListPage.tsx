import { useLoaderData } from 'react-router-dom';
import type { GuideListData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { CardGrid, GuideCard } from '../components/Cards';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { Container } from '../components/Container';
import text from '../styles/text.module.css';
import page from './page.module.css';

export function GuideListPage() {
  const { t } = useI18n();
  const d = useLoaderData() as GuideListData;
  return (
    <>
      <PageHero title={d.pageContent?.title ?? t('Investment guides')} titleLang={fallbackLang(d.pageContent, 'title')} subtitle={d.pageContent?.description} subtitleLang={fallbackLang(d.pageContent, 'description')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Investment guide') }]} />
      <Container className={page.main}>
        <VisuallyHiddenHeading>{t('All investment guides')}</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label={t('Investment guides')}>
            {d.items.map((g, i) => (
              <GuideCard key={g.id} guide={g} first={i === 0} />
            ))}
          </CardGrid>
        ) : (
          <p className={text.body}>{t('Our investment guides are being written; please check back soon.')}</p>
        )}
      </Container>
      <PageSections sections={d.pageContent?.content?.sections} lang={fallbackLang(d.pageContent, 'content')} />
    </>
  );
}
