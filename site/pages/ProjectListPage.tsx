import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLoaderData } from 'react-router-dom';
import type { ProjectListData } from '../../src/api/public';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { CardGrid, ProjectCard } from '../components/Cards';
import { Pagination } from '../components/Pagination';

export function ProjectListPage() {
  const d = useLoaderData() as ProjectListData;
  const href = (n: number) => {
    const p = new URLSearchParams();
    if (d.q) p.set('q', d.q);
    if (n > 1) p.set('page', String(n));
    const s = p.toString();
    return `/project${s ? `?${s}` : ''}`;
  };
  return (
    <>
      <PageHero title={d.pageContent?.title ?? 'Projects in Dubai'} subtitle={d.pageContent?.description} crumbs={[{ label: 'Home', to: '/' }, { label: 'Projects' }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {/* Search filters (issue 6) mount here, above the results. */}
        <div id="project-filters" />
        <Typography component="p" role="status" sx={{ mb: 3, fontWeight: 600 }}>
          {d.total === 1 ? '1 project' : `${d.total} projects`}
          {d.q ? ` matching “${d.q}”` : ''}
          {d.pageCount > 1 ? ` · page ${d.page} of ${d.pageCount}` : ''}
        </Typography>
        <VisuallyHiddenHeading>Project results</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label="Projects">
            {d.items.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </CardGrid>
        ) : (
          <Typography>No published project matches this search yet. Try another name, area or developer.</Typography>
        )}
        <Pagination page={d.page} pageCount={d.pageCount} href={href} label="Project pages" />
      </Container>
    </>
  );
}
