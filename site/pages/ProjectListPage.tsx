import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { LayoutData, ProjectListData } from '../../src/site-contract';
import { filtersToRemember, hasActiveFilters, projectFiltersToQuery } from '../../src/search/projectFilters';
import { PageHero } from '../components/PageHero';
import { VisuallyHiddenHeading } from '../components/VisuallyHidden';
import { CardGrid } from '../components/Cards';
import { ProjectCard } from '../workspace/ProjectCard';
import { Pagination } from '../components/Pagination';
import { island } from '../islands/island';
import { useRememberedFilters } from '../search/rememberedFilters';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
// Saved searches with e-mail alerts (issue 27)
import { AlertMe } from '../workspace/AlertMe';
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ProjectListPage.module.css';

// An island (issue 41 item 3, decision 049): the server draws the whole form (a plain GET form without JavaScript);
// its code comes at the visitor's first touch, focus or key in it, and what was typed meanwhile is kept.
const ProjectFilters = island(() => import('../search/ProjectFilters').then((m) => m.ProjectFilters), { when: 'interaction' });

export function ProjectListPage() {
  const { t } = useI18n();
  const d = useLoaderData() as ProjectListData;
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const filters = d.filters ?? {};
  useRememberedFilters(filters, !layout?.staticExport);
  // A static export holds numbered pages as folders (/project/page/2/); the live site keeps them in the query.
  const href = (n: number) => (layout?.staticExport ? (n > 1 ? `/project/page/${n}/` : '/project') : `/project${projectFiltersToQuery({ ...filters, page: n })}`);
  const narrowed = hasActiveFilters(filters);
  return (
    <>
      <PageHero title={d.pageContent?.title ?? t('Projects in Dubai')} titleLang={fallbackLang(d.pageContent, 'title')} subtitle={d.pageContent?.description} subtitleLang={fallbackLang(d.pageContent, 'description')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Projects') }]} />
      <Container className={styles.main}>
        {layout?.staticExport ? (
          <p id="project-filters" className={cx(text.body, text.muted, styles.staticNote)}>
            {t('This is a static copy of the site: search and filters are not available here. Every project is listed below.')}
          </p>
        ) : (
          // On a phone a bottom sheet (issue 39 item 7); on wider screens the form in place.
          <ProjectFilters data={d} />
        )}
        {/* Where "Show N projects" brings the visitor: the count, then the cards (scroll-margin clears the header). */}
        <p role="status" id="project-results" tabIndex={-1} data-testid="project-count" className={cx(text.body, styles.count)}>
          {d.total === 1 ? t('1 project') : t('{n} projects', { n: d.total })}
          {d.q ? ` ${t('matching “{q}”', { q: d.q })}` : ''}
          {narrowed && !d.q ? ` ${t('match your filters')}` : ''}
          {d.pageCount > 1 ? ` · ${t('page {page} of {count}', { page: d.page, count: d.pageCount })}` : ''}
        </p>
        {!layout?.staticExport && <AlertMe key={projectFiltersToQuery(filtersToRemember(filters))} filters={filters} />}
        <VisuallyHiddenHeading>{t('Project results')}</VisuallyHiddenHeading>
        {d.items.length > 0 ? (
          <CardGrid label={t('Projects')}>
            {d.items.map((p, i) => (
              <ProjectCard key={p.id} project={p} first={i === 0} />
            ))}
          </CardGrid>
        ) : (
          <p className={text.body}>{t('No published project matches this search yet. Try fewer filters, another name, area or developer.')}</p>
        )}
        <Pagination page={d.page} pageCount={d.pageCount} href={href} label={t('Project pages')} />
      </Container>
    </>
  );
}
