import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Area, BlogSummary, Counted, Developer, GuideSummary, ProjectCard as ProjectCardData } from '../../src/site-contract';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../src/constants';
import { bedroomLabel } from '../../src/search/projectFilters';
import { Picture } from './Picture';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { autoIsolate } from '../i18n/format';
// The investor's workspace (issue 27): the heart on every project card.
import { SaveButton } from '../workspace/SaveButton';

const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: 2,
  overflow: 'hidden',
  border: '1px solid #e2ded3',
  bgcolor: '#fff',
  color: 'inherit',
  textDecoration: 'none',
  transition: 'box-shadow .2s',
  '&:hover': { boxShadow: '0 8px 24px rgba(11,60,93,.14)' },
  '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 2 },
} as const;

/** A responsive grid of cards (a list for screen readers). */
export function CardGrid({ children, label, columns = 3 }: { children: ReactNode; label: string; columns?: number }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `repeat(${columns}, 1fr)` } }}>
      {children}
    </Box>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Typography component="dt" sx={{ fontSize: '0.75rem', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.04em' }}>
        {label}
      </Typography>
      {/* A long conversion (roubles) wraps inside its fact, never past the card on a narrow phone. */}
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, minWidth: 0, overflowWrap: 'break-word' }}>
        {value}
      </Typography>
    </div>
  );
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t, tx, fmt } = useI18n();
  const status = tx(PROJECT_STATUS_LABELS[project.status as ProjectStatus] ?? project.status);
  const beds = project.match?.bedrooms;
  const fromLabel = beds == null ? t('From') : t('{beds} from', { beds: tx(bedroomLabel(beds)) });
  return (
    <Box component="li" sx={{ position: 'relative' }}>
      <Box component={Link} to={`/project/${project.slug}`} sx={cardSx}>
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden', '& img': { height: '100% !important' } }}>
          <Picture media={project.gallery?.[0]} alt="" style={{ height: '100%' }} />
          {/* The status and the plan share one row that wraps: a long plan name never runs over the status on a phone. */}
          <Box sx={{ position: 'absolute', top: 12, insetInline: 12, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, pointerEvents: 'none' }}>
            <Box component="span" sx={{ bgcolor: 'primary.main', color: '#fff', px: 1.25, py: 0.5, borderRadius: 1, fontSize: '0.8rem', fontWeight: 700 }}>
              {status}
            </Box>
            {project.payment_plan?.label && (
              <Box component="span" sx={{ bgcolor: 'secondary.main', color: '#1b1f24', px: 1.25, py: 0.5, borderRadius: 1, fontSize: '0.8rem', fontWeight: 700, marginInlineStart: 'auto' }}>
                {/* "1% monthly" inside Arabic or Russian: isolated so its number and sign stay in order (issue 39 item 5). */}
                {t('{label} plan', { label: autoIsolate(project.payment_plan.label) })}
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
          <div>
            <Typography variant="h3" component="h3" {...fallbackLang(project, 'title')}>
              <bdi>{project.title}</bdi>
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
              {project.area_name && <span {...fallbackLang(project, 'area_name')}>{project.area_name}</span>}
              {project.area_name && project.developer_name && ' · '}
              {project.developer_name}
              {!project.area_name && !project.developer_name && tx('Dubai')}
            </Typography>
          </div>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', gap: 1.5, mt: 'auto' }}>
            {/* A search by bedrooms or budget (issue 39): what the matching units start from, for the count asked for. */}
            <Fact label={fromLabel} value={fmt.priceShort(project.match ? project.match.price_from_aed : project.starting_price_aed)} />
            <Fact label={t('Handover')} value={fmt.handover(project.handover_year, project.handover_quarter)} />
            <Fact label={t('Bedrooms')} value={fmt.bedrooms(project.bedrooms_min, project.bedrooms_max)} />
            <Fact label={t('Per sq ft')} value={fmt.priceShort(project.price_per_sqft_aed)} />
          </Box>
        </Box>
      </Box>
      {/* Outside the link (a button inside a link is not valid), over the picture's lower end corner. */}
      <Box sx={{ position: 'absolute', top: 0, insetInline: 0, aspectRatio: '4 / 3', pointerEvents: 'none' }}>
        <Box sx={{ position: 'absolute', bottom: 12, insetInlineEnd: 12, pointerEvents: 'auto' }}>
          <SaveButton slug={project.slug} title={project.title} projectId={project.id} />
        </Box>
      </Box>
    </Box>
  );
}

export function AreaCard({ area }: { area: Area & Partial<Counted> }) {
  const { t, fmt } = useI18n();
  return (
    <li>
      <Box component={Link} to={`/area/${area.slug}`} sx={cardSx}>
        <Box sx={{ aspectRatio: '16 / 10', overflow: 'hidden', '& img': { height: '100% !important' } }}>
          <Picture media={area.hero_image ?? area.gallery?.[0]} alt="" style={{ height: '100%' }} />
        </Box>
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h3" component="h3" {...fallbackLang(area, 'name')}>
            {area.name}
          </Typography>
          {area.summary && <Typography color="text.secondary" {...fallbackLang(area, 'summary')}>{area.summary}</Typography>}
          <Typography sx={{ fontSize: '0.9rem', fontWeight: 600 }}>
            {[area.avg_price_per_sqft_aed ? t('{price}/sq ft', { price: fmt.priceShort(area.avg_price_per_sqft_aed) ?? '' }) : null, area.rental_yield_pct ? t('{pct} yield', { pct: fmt.percent(area.rental_yield_pct) ?? '' }) : null, area.project_count != null ? t('{n} projects', { n: area.project_count }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Box>
    </li>
  );
}

export function DeveloperCard({ developer }: { developer: Developer & Partial<Counted> }) {
  const { t } = useI18n();
  return (
    <li>
      <Box component={Link} to={`/developers/${developer.slug}`} sx={{ ...cardSx, p: 2.5, gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ width: 120, height: 60, display: 'flex', alignItems: 'center', '& img': { objectFit: 'contain !important', height: '60px !important', width: 'auto !important', background: 'transparent !important' } }}>
          {developer.logo ? <Picture media={developer.logo} alt="" sizes="120px" /> : <Typography sx={{ fontWeight: 800, fontSize: '1.3rem', color: 'primary.main' }} aria-hidden="true">{developer.name.slice(0, 2).toUpperCase()}</Typography>}
        </Box>
        <Typography variant="h3" component="h3">
          {developer.name}
        </Typography>
        {developer.summary && <Typography color="text.secondary" {...fallbackLang(developer, 'summary')}>{developer.summary}</Typography>}
        <Typography sx={{ fontSize: '0.9rem', fontWeight: 600, mt: 'auto' }}>
          {[developer.founded_year ? t('Since {year}', { year: developer.founded_year }) : null, developer.project_count != null ? t('{n} projects on sale', { n: developer.project_count }) : null].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </li>
  );
}

export function BlogCard({ blog }: { blog: BlogSummary }) {
  const { t, fmt } = useI18n();
  return (
    <li>
      <Box component={Link} to={`/blogs/${blog.id}/detail`} sx={cardSx}>
        <Box sx={{ aspectRatio: '16 / 9', overflow: 'hidden', '& img': { height: '100% !important' } }}>
          <Picture media={blog.cover} alt="" style={{ height: '100%' }} />
        </Box>
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography sx={{ fontSize: '0.8rem', fontWeight: 700, textTransform: 'uppercase', color: 'secondary.dark', letterSpacing: '.05em' }}>
            {blog.category === 'news' ? t('News') : t('Blog')}
            {blog.published_at ? ` · ${fmt.longDate(blog.published_at)}` : ''}
          </Typography>
          <Typography variant="h3" component="h3" {...fallbackLang(blog, 'title')}>
            {blog.title}
          </Typography>
          {blog.excerpt && <Typography color="text.secondary" {...fallbackLang(blog, 'excerpt')}>{blog.excerpt}</Typography>}
        </Box>
      </Box>
    </li>
  );
}

export function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <li>
      <Box component={Link} to={`/investment-guide/${guide.slug}`} sx={cardSx}>
        <Box sx={{ aspectRatio: '16 / 9', overflow: 'hidden', '& img': { height: '100% !important' } }}>
          <Picture media={guide.cover} alt="" style={{ height: '100%' }} />
        </Box>
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h3" component="h3" {...fallbackLang(guide, 'title')}>
            {guide.title}
          </Typography>
          {guide.summary && <Typography color="text.secondary" {...fallbackLang(guide, 'summary')}>{guide.summary}</Typography>}
        </Box>
      </Box>
    </li>
  );
}
