import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { PageSections } from '../components/PageSections';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

/** Editorial pages (Why Dubai pages, about, legal): title, lead and the page's content sections. */
export function ContentPage() {
  const { t } = useI18n();
  const { pageContent, banners } = useLoaderData() as PageData;
  const title = pageContent?.title ?? 'Oasis Invest';
  return (
    <article>
      <PageHero title={title} titleLang={fallbackLang(pageContent, 'title')} subtitle={pageContent?.description} subtitleLang={fallbackLang(pageContent, 'description')} banner={banners[0]} crumbs={[{ label: t('Home'), to: '/' }, { label: title }]} />
      <PageSections sections={pageContent?.content?.sections} lang={fallbackLang(pageContent, 'content')} />
    </article>
  );
}
