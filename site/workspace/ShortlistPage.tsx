import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN, projectsHref, type ShortlistData } from '../../src/workspace/projects';
import { PageHero } from '../components/PageHero';
import { CardGrid } from '../components/Cards';
import { ProjectCard } from './ProjectCard';
import { useI18n } from '../i18n/I18n';
import { setShortlist, useShortlist } from './shortlist';
import { SendShortlist } from './SendShortlist';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

const actionSx = { display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 2, borderRadius: 1, fontWeight: 700, font: 'inherit', cursor: 'pointer' } as const;

/**
 * /shortlist (and /ar, /ru, /zh): the saved projects. The list is in the URL (`?projects=a,b`), so the page is
 * server-rendered and the address is the link to share; without one, this browser's list is put there.
 */
export function ShortlistPage() {
  const { t } = useI18n();
  const data = useLoaderData() as ShortlistData;
  const mine = useShortlist();
  const navigate = useNavigate();
  // Without a list in the URL this browser's list goes there; while the page shows it, a heart tapped here (or
  // in another tab) updates the page and its link.
  const shown = useRef<readonly string[]>(mine);
  useEffect(() => {
    const following = data.slugs.length === 0 || sameList(shown.current, data.slugs);
    if (following && !sameList(mine, data.slugs)) navigate(projectsHref('/shortlist', mine), { replace: true, preventScrollReset: true });
    shown.current = mine;
  }, [mine, data.slugs, navigate]);
  const [url, setUrl] = useState('');
  const [copied, setCopied] = useState(false);
  useEffect(() => setUrl(window.location.href), [data.slugs]);
  const isMine = sameList(mine, data.slugs);
  const live = data.items.map((p) => p.slug);
  const compare = live.slice(0, COMPARE_MAX);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <article>
      <PageHero title={t('My shortlist')} subtitle={t('Projects you saved on this device. Share the link to open the same list on another device or with a partner.')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('My shortlist') }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {data.items.length === 0 ? (
          <Typography data-testid="shortlist-empty">
            {t('Your shortlist is empty. Tap the heart on a project to save it.')} <Link to="/project">{t('View all projects')}</Link>
          </Typography>
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
              {compare.length >= COMPARE_MIN && (
                <Box component={Link} to={projectsHref('/compare', compare)} data-testid="compare-link" sx={{ ...actionSx, bgcolor: 'primary.main', color: '#fff', textDecoration: 'none' }}>
                  {live.length > COMPARE_MAX ? t('Compare the first {n}', { n: COMPARE_MAX }) : t('Compare side by side')}
                </Box>
              )}
              {!isMine && (
                <Box component="button" type="button" data-testid="keep-shortlist" onClick={() => setShortlist(data.slugs)} sx={{ ...actionSx, border: '1px solid #1d4f91', bgcolor: '#fff', color: 'primary.main' }}>
                  {t('Keep this list as my shortlist')}
                </Box>
              )}
              <Box component="button" type="button" onClick={copy} sx={{ ...actionSx, border: '1px solid #c4c8cf', bgcolor: '#fff', color: 'inherit' }}>
                {copied ? t('Link copied') : t('Copy the link to this list')}
              </Box>
            </Box>
            {url && (
              <Typography sx={{ mb: 3, overflowWrap: 'anywhere', fontSize: '0.9rem', color: 'text.secondary' }}>
                {t('Link to share:')} <a href={url} data-testid="share-link">{url}</a>
              </Typography>
            )}
            <CardGrid label={t('My shortlist')}>
              {data.items.map((p) => (
                <ProjectCard key={p.id} project={p} />
              ))}
            </CardGrid>
            <SendShortlist slugs={live} />
          </>
        )}
      </Container>
    </article>
  );
}
