import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { PageSections } from '../components/PageSections';

/** Editorial pages (Why Dubai pages, about, legal): title, lead and the page's content sections. */
export function ContentPage() {
  const { pageContent, banners } = useLoaderData() as PageData;
  const title = pageContent?.title ?? 'Oasis Invest';
  return (
    <article>
      <PageHero title={title} subtitle={pageContent?.description} banner={banners[0]} crumbs={[{ label: 'Home', to: '/' }, { label: title }]} />
      <PageSections sections={pageContent?.content?.sections} />
    </article>
  );
}
