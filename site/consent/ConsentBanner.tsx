import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { currentChoice, saveChoice } from '../../src/consent';
import { rememberVisitSource } from '../forms/source';
import { useI18n } from '../i18n/I18n';
import { cx } from '../styles/cx';
import styles from './ConsentBanner.module.css';

/**
 * The consent banner (issue 24): accept and refuse side by side and alike, the categories one step away; a
 * labelled, non-modal dialog (the page stays usable), Escape keeps the stored answer or, on a first visit,
 * leaves the question open for the next page. `mode` null: closed, unless the boot script has marked the page
 * as asking (then it is the first visit's banner, shown before the app has loaded).
 */
export default function ConsentBanner({ mode, onDone }: { mode: 'choices' | null; onDone: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Opened on request ("Privacy choices"): the stored answer ticked, focus moves into it; on a first visit it
  // waits to be reached.
  useEffect(() => {
    if (mode !== 'choices') return;
    const stored = currentChoice(document.cookie);
    setAnalytics(stored?.analytics ?? false);
    setMarketing(stored?.marketing ?? false);
    setChoosing(true);
    heading.current?.focus();
  }, [mode]);

  const answer = (a: boolean, m: boolean) => {
    const choice = saveChoice(a, m);
    // The visit's campaign, held in memory until now, is stored once marketing is accepted.
    if (choice.marketing) rememberVisitSource(window.location.search, document.referrer, window.location.origin);
    onDone();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && mode === 'choices') onDone();
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="consent-banner"
      onKeyDown={onKeyDown}
      className={cx(styles.banner, mode && styles.shown)}
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
        {t('Your privacy choices')}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {t('We use the cookies the site needs to work. With your permission we also record which projects you look at, to help our advisers, and which campaign brought you here. You can change your mind at any time under "Privacy choices" at the foot of every page.')}{' '}
        <Link to="/privacy-policy">{t('Privacy Policy')}</Link>
      </p>
      {choosing && (
        <fieldset className={styles.categories}>
          <legend>{t('Choose what we may record')}</legend>
          <label className={styles.category}>
            <input type="checkbox" checked disabled />
            <span>{t('Necessary (always on): security, your language and your saved search')}</span>
          </label>
          <label className={styles.category}>
            <input type="checkbox" name="analytics" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
            <span>{t('Analytics and personalisation: projects viewed and time on them, return visits')}</span>
          </label>
          <label className={styles.category}>
            <input type="checkbox" name="marketing" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
            <span>{t('Marketing: the campaign that brought you here, joined to your enquiry, and alert e-mails\' tracking')}</span>
          </label>
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className={cx(styles.button, styles.primary)} onClick={() => answer(true, true)}>
          {t('Accept all')}
        </button>
        <button type="button" className={cx(styles.button, styles.primary)} onClick={() => answer(false, false)}>
          {t('Refuse all')}
        </button>
        {choosing ? (
          <button type="button" className={cx(styles.button, styles.secondary)} onClick={() => answer(analytics, marketing)}>
            {t('Save my choices')}
          </button>
        ) : (
          <button type="button" className={cx(styles.button, styles.secondary)} aria-expanded={false} onClick={() => setChoosing(true)}>
            {t('Choose')}
          </button>
        )}
      </div>
    </div>
  );
}
