import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BookingKind } from '../../src/schemas/booking';
import { useI18n } from '../i18n/I18n';
import type { BookingWidgetProps } from './BookingWidget';
import { bookingWidgetBoxSx, kindButtonSx } from './buttons';

/** The widget's chunk (slots, time zones, the schema): fetched when the section comes near the screen or on a tap. */
const loadWidget = () => import('./BookingWidget');

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
    <Box component="section" ref={box} id="booking" aria-labelledby={`${idPrefix}-title`} sx={{ py: { xs: 5, md: 7 }, borderTop: '1px solid #e2ded3' }}>
      <Container maxWidth="lg">
        <Typography variant="h2" id={`${idPrefix}-title`}>
          {viewing ? t('Book a call or a viewing') : t('Book a call')}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 720 }} color="text.secondary">
          {viewing
            ? t('Talk to an adviser by phone or video, or see the property, at a time that suits you. Times are shown in your time zone.')
            : t('Talk to an adviser by phone or video at a time that suits you. Times are shown in your time zone.')}
        </Typography>
        {staticExport ? (
          <Typography>{t('Booking a call needs the live site: please call or e-mail our team (details at the foot of the page).')}</Typography>
        ) : (
          // One reserved box on the server, before the widget's code arrives and after: no shift as the widget replaces the choices.
          <Box sx={bookingWidgetBoxSx}>
            {Widget ? (
              <Widget idPrefix={idPrefix} country={country} initialKind={kind ?? 'video'} kinds={kinds} projectId={projectId} projectTitle={projectTitle} />
            ) : (
              <Box role="group" aria-label={t('What would you like?')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                {kinds.map(([k, label]) => (
                  <Box
                    component="button"
                    type="button"
                    key={k}
                    aria-pressed={kind === k}
                    onClick={() => {
                      setKind(k);
                      want();
                    }}
                    sx={kindButtonSx}
                  >
                    {label}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
}
