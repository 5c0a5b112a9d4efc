import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Banner, Media } from '../../src/site-contract';
import { Picture } from './Picture';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { JsonLd, useSiteInfo } from './JsonLd';
import { breadcrumbs } from '../jsonld';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../i18n/I18n';
import type { LangAttributes } from '../i18n/fallback';

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  image?: Media | null;
  banner?: Banner | null;
  crumbs?: Crumb[];
  children?: ReactNode;
  /** lang/dir of the title and the subtitle when they are English on a translated page (site/i18n/fallback.ts). */
  titleLang?: LangAttributes;
  subtitleLang?: LangAttributes;
}

/** The top of every inner page: breadcrumbs, the h1 and its lead text, over the page's banner if any. */
export function PageHero({ title, subtitle, image, banner, crumbs, children, titleLang, subtitleLang }: PageHeroProps) {
  const media = image ?? banner?.image ?? null;
  const site = useSiteInfo();
  const { tx } = useI18n();
  const { pathname } = useLocation();
  // The last crumb is the page itself.
  const trail = crumbs?.map((c, i) => ({ name: tx(c.label), path: c.to ?? (i === crumbs.length - 1 ? pathname : '/') }));
  return (
    <Box component="header" sx={{ position: 'relative', color: '#fff', bgcolor: 'primary.dark', overflow: 'hidden' }}>
      {media && (
        <Box sx={{ position: 'absolute', inset: 0, '& img': { height: '100% !important' } }} aria-hidden="true">
          <Picture media={media} alt="" eager sizes="100vw" style={{ height: '100%', opacity: 0.35 }} />
        </Box>
      )}
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
        {/* The last crumb is the page's title: English where the title is. */}
        {crumbs && <Breadcrumbs items={titleLang ? crumbs.map((c, i) => (i === crumbs.length - 1 ? { ...c, lang: titleLang } : c)) : crumbs} light />}
        {trail && <JsonLd data={breadcrumbs(site, trail)} />}
        <Typography variant="h1" sx={{ mt: 1 }} {...titleLang}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="p" sx={{ mt: 2, fontSize: '1.15rem', maxWidth: 760, color: '#eef2f6' }} {...subtitleLang}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
