import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { BlogListData, LayoutData } from '../../src/site-contract';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { BlogCard, CardGrid } from '../components/Cards';
import { Pagination } from '../components/Pagination';

export function BlogListPage() {
  const d = useLoaderData() as BlogListData;
  const staticExport = (useRouteLoaderData('root') as LayoutData | undefined)?.staticExport;
  // A static export holds numbered pages as folders (/blogs/page/2/); the live site keeps them in the query.
  const href = (n: number) => (n <= 1 ? '/blogs' : staticExport ? `/blogs/page/${n}/` : `/blogs?page=${n}`);
  return (
    <>
      <PageHero title={d.pageContent?.title ?? 'News & Blog'} subtitle={d.pageContent?.description} crumbs={[{ label: 'Home', to: '/' }, { label: 'News & Blog' }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <VisuallyHiddenHeading>Articles</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label="Articles">
            {d.items.map((b) => (
              <BlogCard key={b.id} blog={b} />
            ))}
          </CardGrid>
        ) : (
          <Typography>No article is published yet; please check back soon.</Typography>
        )}
        <Pagination page={d.page} pageCount={d.pageCount} href={href} label="Article pages" />
      </Container>
    </>
  );
}
