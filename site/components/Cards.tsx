import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Area, BlogSummary, Counted, Developer, GuideSummary } from '../../src/site-contract';
import { Picture } from './Picture';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';

/** The frame every card shares (a link filling its grid cell). */
export const cardSx = {
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
