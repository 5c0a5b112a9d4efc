import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { BookingKind } from '../../src/schemas/booking';
import { useI18n } from '../i18n/I18n';
import type { BookingWidgetProps } from './BookingWidget';
import { Container } from '../components/Container';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import buttons from './buttons.module.css';
import styles from './BookingSection.module.css';
import { withCatalogue } from '../i18n/catalogue';

/** The widget's chunk (slots, time zones, the schema): fetched when the section comes near the screen or on a tap. */
const loadWidget = withCatalogue(() => import('./BookingWidget'));

export interface BookingSectionProps {
  idPrefix: string;
  country: string;
  projectId: number | null;
  projectTitle: string | null;
  /** Viewings are offered for ready projects. */
  viewing: boolean;
  staticExport?: boolean;
}

/**
 * "Book a call or a viewing" (issue 29): server-rendered with its choices; the booking widget replaces them once
 * its code is wanted, keeping it out of the page's first-load JavaScript.
 */
export function BookingSection({ idPrefix, country, projectId, projectTitle, viewing, staticExport }: BookingSectionProps) {
  const { t } = useI18n();
  const [kind, setKind] = useState<BookingKind | null>(null);
  const [Widget, setWidget] = useState<ComponentType<BookingWidgetProps> | null>(null);
  const box = useRef<HTMLElement>(null);
  const want = useCallback(() => {
    loadWidget().then(
      (m) => setWidget(() => m.BookingWidget),
      () => undefined, // offline: the next tap tries again
    );
  }, []);

  useEffect(() => {
    if (Widget || staticExport || !box.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      want();
    }, { rootMargin: '400px 0px' });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [Widget, staticExport, want]);

  const kinds: Array<[BookingKind, string]> = [
    ['phone', t('Phone call')],
    ['video', t('Video call')],
    ...(viewing ? ([['viewing', t('Viewing')]] as Array<[BookingKind, string]>) : []),
  ];
  return (
    <section ref={box} id="booking" aria-labelledby={`${idPrefix}-title`} className={styles.section}>
      <Container>
        <h2 className={text.h2} id={`${idPrefix}-title`}>
          {viewing ? t('Book a call or a viewing') : t('Book a call')}
        </h2>
        <p className={cx(text.body, text.muted, styles.lead)}>
          {viewing
            ? t('Talk to an adviser by phone or video, or see the property, at a time that suits you. Times are shown in your time zone.')
            : t('Talk to an adviser by phone or video at a time that suits you. Times are shown in your time zone.')}
        </p>
        {staticExport ? (
          <p className={text.body}>{t('Booking a call needs the live site: please call or e-mail our team (details at the foot of the page).')}</p>
        ) : (
          // One reserved box on the server, before the widget's code arrives and after: no shift as the widget replaces the choices.
          <div className={styles.widget}>
            {Widget ? (
              <Widget idPrefix={idPrefix} country={country} initialKind={kind ?? 'video'} kinds={kinds} projectId={projectId} projectTitle={projectTitle} />
            ) : (
              <div role="group" aria-label={t('What would you like?')} className={styles.kinds}>
                {kinds.map(([k, label]) => (
                  <button
                    type="button"
                    key={k}
                    aria-pressed={kind === k}
                    onClick={() => {
                      setKind(k);
                      want();
                    }}
                    className={buttons.kind}
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
      </Container>
    </section>
  );
}
