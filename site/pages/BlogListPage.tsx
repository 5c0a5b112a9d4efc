import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { BlogListData, LayoutData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { BlogCard, CardGrid } from '../components/Cards';
import { Pagination } from '../components/Pagination';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { Container } from '../components/Container';
import text from '../styles/text.module.css';
import page from './page.module.css';

export function BlogListPage() {
  const { t } = useI18n();
  const d = useLoaderData() as BlogListData;
  const staticExport = (useRouteLoaderData('root') as LayoutData | undefined)?.staticExport;
  // A static export holds numbered pages as folders (/blogs/page/2/); the live site keeps them in the query.
  const href = (n: number) => (n <= 1 ? '/blogs' : staticExport ? `/blogs/page/${n}/` : `/blogs?page=${n}`);
  return (
    <>
      <PageHero title={d.pageContent?.title ?? t('News & Blog')} titleLang={fallbackLang(d.pageContent, 'title')} subtitle={d.pageContent?.description} subtitleLang={fallbackLang(d.pageContent, 'description')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('News & Blog') }]} />
      <Container className={page.main}>
        <VisuallyHiddenHeading>{t('Articles')}</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label={t('Articles')}>
            {d.items.map((b, i) => (
              <BlogCard key={b.id} blog={b} first={i === 0} />
            ))}
          </CardGrid>
        ) : (
          <p className={text.body}>{t('No article is published yet; please check back soon.')}</p>
        )}
        <Pagination page={d.page} pageCount={d.pageCount} href={href} label={t('Article pages')} />
      </Container>
    </>
  );
}
