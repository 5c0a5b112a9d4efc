import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { CONSENT_ASK_ATTRIBUTE, currentChoice, saveChoice } from '../../src/consent';
import { rememberVisitSource } from '../forms/source';
import { useI18n } from '../i18n/I18n';

const buttonSx = {
  minHeight: 44,
  px: 2.5,
  borderRadius: 1,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  border: '2px solid #0b3c5d',
  '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
} as const;
const primarySx = { ...buttonSx, bgcolor: '#0b3c5d', color: '#fff' };
const secondarySx = { ...buttonSx, bgcolor: '#fff', color: '#0b3c5d' };

/**
 * The consent banner (issue 24): accept and refuse side by side and alike, the categories one step away; a
 * labelled, non-modal dialog (the page stays usable), Escape keeps the stored answer or, on a first visit,
 * leaves the question open for the next page. `mode` null: closed, unless the boot script has marked the page
 * as asking (then it is the first visit's banner, shown before the app has loaded).
 */
export default function ConsentBanner({ mode, onDone }: { mode: 'first' | 'choices' | null; onDone: () => void }) {
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
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="consent-banner"
      onKeyDown={onKeyDown}
      // Shown by an inline style, not a second class: the class stays the server's, so hydration inserts no style rule
      // (on an Arabic page that would run the RTL plugin's first, costly, use: decision 045).
      style={mode ? { display: 'block' } : undefined}
      sx={{
        display: 'none',
        [`html[${CONSENT_ASK_ATTRIBUTE}] &`]: { display: 'block' },
        position: 'fixed',
        insetInline: { xs: 8, sm: 16 },
        bottom: { xs: 8, sm: 16 },
        zIndex: 1300,
        maxWidth: 720,
        mx: 'auto',
        maxHeight: 'calc(100vh - 16px)',
        overflowY: 'auto',
        bgcolor: '#fff',
        color: 'text.primary',
        border: '1px solid #c9d3dd',
        borderRadius: 2,
        boxShadow: '0 8px 30px rgba(0,0,0,.25)',
        p: { xs: 2, sm: 3 },
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="h2" id={`${id}-title`} ref={heading} tabIndex={-1} sx={{ m: 0, mb: 1, fontSize: '1.15rem', fontWeight: 800, outline: 'none' }}>
        {t('Your privacy choices')}
      </Box>
      {/* Small print, as the banner is: at body size its paragraph outgrew some pages' own text and became their LCP. */}
      <Box component="p" id={`${id}-text`} sx={{ m: 0, mb: 2, fontSize: '0.875rem', lineHeight: 1.45 }}>
        {t('We use the cookies the site needs to work. With your permission we also record which projects you look at, to help our advisers, and which campaign brought you here. You can change your mind at any time under "Privacy choices" at the foot of every page.')}{' '}
        <Box component={Link} to="/privacy-policy" sx={{ color: 'primary.main', fontWeight: 700 }}>
          {t('Privacy Policy')}
        </Box>
      </Box>
      {choosing && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
          <Box component="legend" sx={{ fontWeight: 700, mb: 1 }}>
            {t('Choose what we may record')}
          </Box>
          <Box component="label" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minHeight: 44 }}>
            <input type="checkbox" checked disabled style={{ width: 22, height: 22, marginTop: 2, flex: 'none' }} />
            <span>{t('Necessary (always on): security, your language and your saved search')}</span>
          </Box>
          <Box component="label" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minHeight: 44 }}>
            <input type="checkbox" name="analytics" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} style={{ width: 22, height: 22, marginTop: 2, flex: 'none' }} />
            <span>{t('Analytics and personalisation: projects viewed and time on them, return visits')}</span>
          </Box>
          <Box component="label" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minHeight: 44 }}>
            <input type="checkbox" name="marketing" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} style={{ width: 22, height: 22, marginTop: 2, flex: 'none' }} />
            <span>{t('Marketing: the campaign that brought you here, joined to your enquiry, and alert e-mails\' tracking')}</span>
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Box component="button" type="button" sx={primarySx} onClick={() => answer(true, true)}>
          {t('Accept all')}
        </Box>
        <Box component="button" type="button" sx={primarySx} onClick={() => answer(false, false)}>
          {t('Refuse all')}
        </Box>
        {choosing ? (
          <Box component="button" type="button" sx={secondarySx} onClick={() => answer(analytics, marketing)}>
            {t('Save my choices')}
          </Box>
        ) : (
          <Box component="button" type="button" sx={secondarySx} aria-expanded={false} onClick={() => setChoosing(true)}>
            {t('Choose')}
          </Box>
        )}
      </Box>
    </Box>
  );
}
