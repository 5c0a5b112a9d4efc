import { lazy, Suspense, useState } from 'react';
import { requestBrochure } from '../api/public';
import { recordActivity } from '../activity';
import { useI18n } from '../i18n/I18n';
import { BROCHURE_KEY, download } from './brochureDownload';
import styles from './BrochureGate.module.css';
import { withCatalogue } from '../i18n/catalogue';

const BrochureForm = lazy(withCatalogue(() => import('./BrochureForm')));

/**
 * A gated brochure (issue 27, item 4): the button asks for the short form the first time; a visitor who already
 * left their details (the token kept in this browser) downloads at once.
 */
export function BrochureGate({ slug, title, projectId }: { slug: string; title: string; projectId?: number }) {
  const { t, lang } = useI18n();
  const [asking, setAsking] = useState(false);
  const press = async () => {
    let token: string | null = null;
    try {
      token = localStorage.getItem(BROCHURE_KEY);
    } catch {
      // storage blocked: the form each time
    }
    if (token) {
      try {
        const answer = await requestBrochure({ project: slug, token });
        if (answer.data?.url) {
          recordActivity({ kind: 'brochure', project_id: projectId ?? null, lang });
          return download(answer.data.url);
        }
      } catch {
        // a token that no longer holds: the form
      }
    }
    setAsking(true);
  };
  return (
    <div className={styles.gate}>
      {asking ? (
        <Suspense fallback={<div className={styles.placeholder} />}>
          <BrochureForm slug={slug} title={title} projectId={projectId} />
        </Suspense>
      ) : (
        <button type="button" data-testid="brochure-gate" onClick={() => void press()} className={styles.button}>
          {t('Download the {project} brochure (PDF)', { project: title })}
        </button>
      )}
    </div>
  );
}
