import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN, projectsHref, type ShortlistData } from '../../src/workspace/projects';
import { PageHero } from '../components/PageHero';
import { Container } from '../components/Container';
import { CardGrid } from '../components/Cards';
import { ProjectCard } from './ProjectCard';
import { useI18n } from '../i18n/I18n';
import { setShortlist, useShortlist } from './shortlist';
import { SendShortlist } from './SendShortlist';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ShortlistPage.module.css';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((s) => b.includes(s));

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
  // Shown once the browser knows the address, but looked up on the server too: the page carries it (decision 048).
  const shareLabel = t('Link to share:');
  return (
    <article>
      <PageHero title={t('My shortlist')} subtitle={t('Projects you saved on this device. Share the link to open the same list on another device or with a partner.')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('My shortlist') }]} />
      <Container className={styles.body}>
        {data.items.length === 0 ? (
          <p className={text.body} data-testid="shortlist-empty">
            {t('Your shortlist is empty. Tap the heart on a project to save it.')} <Link to="/project">{t('View all projects')}</Link>
          </p>
        ) : (
          <>
            <div className={styles.actions}>
              {compare.length >= COMPARE_MIN && (
                <Link to={projectsHref('/compare', compare)} data-testid="compare-link" className={cx(styles.action, styles.compare)}>
                  {live.length > COMPARE_MAX ? t('Compare the first {n}', { n: COMPARE_MAX }) : t('Compare side by side')}
                </Link>
              )}
              {!isMine && (
                <button type="button" data-testid="keep-shortlist" onClick={() => setShortlist(data.slugs)} className={cx(styles.action, styles.keep)}>
                  {t('Keep this list as my shortlist')}
                </button>
              )}
              <button type="button" onClick={copy} className={cx(styles.action, styles.copy)}>
                {copied ? t('Link copied') : t('Copy the link to this list')}
              </button>
            </div>
            {url && (
              <p className={cx(text.body, text.muted, styles.share)}>
                {shareLabel} <a href={url} data-testid="share-link">{url}</a>
              </p>
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
