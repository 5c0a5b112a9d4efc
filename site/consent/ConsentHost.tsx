import { useCallback, useEffect, useRef, useState } from 'react';
import { CONSENT_ASK_ATTRIBUTE, consentNeeded, mayI, onConsentChange, OPEN_CHOICES_EVENT } from '../../src/consent';
import { useI18n } from '../i18n/I18n';
import { island } from '../islands/island';
export const CHOICES_HASH = '#privacy-choices';

// An island (issue 41 item 3, decision 049): a first visit's banner is the server's HTML, shown by the boot script's
// mark; its code comes when the visitor first touches it, or when "Privacy choices" opens it.
const ConsentBanner = island(() => import('./ConsentBanner').then((m) => m.default), { when: 'interaction' });

/** Records project views while the visitor allows analytics (the recorder is downloaded only then). */
function useActivity(projectId: number | null) {
  const { lang } = useI18n();
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(mayI('analytics'));
    return onConsentChange(() => setAllowed(mayI('analytics')));
  }, []);
  useEffect(() => {
    if (!allowed || projectId == null) return;
    let end: (() => void) | undefined;
    let left = false;
    void import('../activity/recorder').then((m) => {
      if (!left) end = m.watchProjectView(projectId, lang);
    });
    return () => {
      left = true;
      end?.();
    };
  }, [allowed, projectId, lang]);
}

/**
 * Asks "may I?" on a first visit (or after the policy version changed), reopens on the footer's "Privacy
 * choices", and gives focus back where it was when the banner closes. Server-rendered hidden, the same for
 * everyone (the answer lives in the browser, so cached pages stay shared): the boot script shows it at the first
 * paint when the browser has no answer yet, and the app takes it over once loaded.
 */
export function ConsentHost({ projectId }: { projectId: number | null }) {
  // Only "Privacy choices" sets a mode: a first visit's question is the boot script's mark, so the banner's
  // props do not change at load and its code waits for the visitor.
  const [mode, setMode] = useState<'choices' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useActivity(projectId);
  useEffect(() => {
    if (!consentNeeded() && window.location.hash === CHOICES_HASH) setMode('choices');
    const open = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMode('choices');
    };
    window.addEventListener(OPEN_CHOICES_EVENT, open);
    return () => window.removeEventListener(OPEN_CHOICES_EVENT, open);
  }, []);
  const done = useCallback(() => {
    setMode(null);
    document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
    const back = opener.current;
    opener.current = null;
    // Focus goes back to the link that opened the choices, or to the page's main content.
    (back && back.isConnected ? back : document.getElementById('main-content'))?.focus({ preventScroll: !!back });
  }, []);
  return <ConsentBanner mode={mode} onDone={done} />;
}
