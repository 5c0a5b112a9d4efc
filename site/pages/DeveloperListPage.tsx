import { useLoaderData } from 'react-router-dom';
import type { DeveloperListData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { CardGrid, DeveloperCard } from '../components/Cards';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { Container } from '../components/Container';
import text from '../styles/text.module.css';
import page from './page.module.css';

export function DeveloperListPage() {
  const { t } = useI18n();
  const d = useLoaderData() as DeveloperListData;
  return (
    <>
      <PageHero title={d.pageContent?.title ?? t('Developers in Dubai')} titleLang={fallbackLang(d.pageContent, 'title')} subtitle={d.pageContent?.description} subtitleLang={fallbackLang(d.pageContent, 'description')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Developers') }]} />
      <Container className={page.main}>
        <VisuallyHiddenHeading>{t('All developers')}</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label={t('Developers')} columns={4}>
            {d.items.map((x) => (
              <DeveloperCard key={x.id} developer={x} />
            ))}
          </CardGrid>
        ) : (
          <p className={text.body}>{t('Developer profiles are being written; please check back soon.')}</p>
        )}
      </Container>
      <PageSections sections={d.pageContent?.content?.sections} lang={fallbackLang(d.pageContent, 'content')} />
    </>
  );
}
