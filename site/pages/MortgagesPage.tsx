import Container from '@mui/material/Container';
import { useLoaderData } from 'react-router-dom';
import type { PageData } from '../../src/api/public';
import { PageHero } from '../components/PageHero';
import { PageSections } from '../components/PageSections';

/** Mortgages: the page's content, and the slot where the mortgage calculator (issue 6) mounts. */
export function MortgagesPage() {
  const { pageContent, banners } = useLoaderData() as PageData;
  const title = pageContent?.title ?? 'Mortgages';
  return (
    <article>
      <PageHero title={title} subtitle={pageContent?.description} banner={banners[0]} crumbs={[{ label: 'Home', to: '/' }, { label: title }]} />
      <Container maxWidth="lg" component="section" aria-label="Mortgage calculator" id="mortgage-calculator" sx={{ py: { xs: 2, md: 3 } }} />
      <PageSections sections={pageContent?.content?.sections} />
    </article>
  );
}
