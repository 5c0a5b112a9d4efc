import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * After a client-side navigation to a new page: back to the top, and the focus on the main landmark so
 * screen-reader and keyboard users start at the new content. Back/forward (POP) keeps the browser's own
 * scroll position; a change of #hash only is left to the browser.
 */
export function useNavigationFocus() {
  const { pathname, search, state } = useLocation();
  // A navigation may name what should come into view instead of the top (the project search's results, issue 39).
  const focusId = (state as { focus?: unknown } | null)?.focus;
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'POP') return;
    const target = typeof focusId === 'string' ? document.getElementById(focusId) : null;
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname, search, type, focusId]);
}
