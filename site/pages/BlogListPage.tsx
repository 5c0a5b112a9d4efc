import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import type { BlogListData } from '../../src/api/public';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { BlogCard, CardGrid } from '../components/Cards';
import { Pagination } from '../components/Pagination';

export function BlogListPage() {
  const d = useLoaderData() as BlogListData;
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
        <Pagination page={d.page} pageCount={d.pageCount} href={(n) => (n > 1 ? `/blogs?page=${n}` : '/blogs')} label="Article pages" />
      </Container>
    </>
  );
}
