import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useI18n } from '../i18n/I18n';

/** Phones only (MUI's xs): below this the filters live in a bottom sheet, above it they stay on the page. */
const PHONE = '@media (max-width: 599.95px)';

/**
 * The project filters on a phone (issue 39 item 7): one button ("Filters · 2") opens a bottom sheet holding the whole
 * form, with its "Show N projects" button kept in view at the sheet's foot; wider screens show the form in place.
 * Without the script the button is a link to the sheet (`:target` opens it) and the close link goes back to the
 * results, so a phone without JavaScript can still filter. With the script: a modal dialog, Escape and the backdrop
 * close it, the page behind does not scroll, the focus goes into the sheet and back to the button. The rest of the
 * page is `inert` while it is open (the platform's own trap: Tab and a screen reader stay in the sheet, no script
 * of ours watching keys), as a native modal <dialog> makes it.
 */
/** Makes every element outside `kept` inert (each ancestor's other children, up to the body); returns the undo. */
function inertOutside(kept: Element[]): () => void {
  const made: Element[] = [];
  for (let el: Element = kept[0]; el.parentElement && el !== document.body; el = el.parentElement)
    for (const other of Array.from(el.parentElement.children))
      if (other !== el && !kept.includes(other) && !other.hasAttribute('inert')) {
        other.setAttribute('inert', '');
        made.push(other);
      }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

export function FilterSheet({ activeCount, children }: { activeCount: number; children: (close: () => void) => ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const close = () => {
    setOpen(false);
    // Opened by the link before the script loaded (`:target`): leave the sheet's address so the CSS lets it go.
    if (window.location.hash === '#project-filters') window.location.hash = 'project-results';
  };
  useEffect(() => {
    if (!open || !sheet.current) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const release = inertOutside([sheet.current, ...(backdrop.current ? [backdrop.current] : [])]);
    sheet.current.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
      release();
      // Back to the button once it is no longer inert ("Show" then moves the focus on to the results).
      opener.current?.focus({ preventScroll: true });
    };
  }, [open]);
  const label = activeCount ? t('Filters · {n}', { n: activeCount }) : t('Filters');
  return (
    <>
      <Box
        component="a"
        ref={opener}
        href="#project-filters"
        role="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="filters-open"
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        sx={{
          display: 'none',
          [PHONE]: { display: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          minHeight: 48,
          mb: 3,
          border: '1px solid #1d4f91',
          borderRadius: 1.5,
          color: 'primary.main',
          bgcolor: '#fff',
          fontWeight: 700,
          textDecoration: 'none',
          '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 5h18v2H3V5Zm4 6h10v2H7v-2Zm3 6h4v2h-4v-2Z" />
        </svg>
        {label}
      </Box>
      {open && <Box ref={backdrop} aria-hidden="true" onClick={close} sx={{ display: 'none', [PHONE]: { display: 'block' }, position: 'fixed', inset: 0, bgcolor: 'rgba(11, 24, 40, .45)', zIndex: 1299 }} />}
      <Box
        id="project-filters"
        ref={sheet}
        data-open={open ? 'true' : undefined}
        data-testid="filter-sheet"
        tabIndex={-1}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId } : {})}
        sx={{
          outline: 'none',
          [PHONE]: {
            display: 'none',
            '&[data-open], &:target': { display: 'block' },
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: 1300,
            maxHeight: 'min(88vh, 88dvh)',
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            bgcolor: '#fff',
            borderRadius: '16px 16px 0 0',
            boxShadow: '0 -8px 32px rgba(11, 24, 40, .25)',
            '& > form': { m: 0, border: 0, borderRadius: 0, pb: 0, bgcolor: '#fff' },
          },
        }}
      >
        <Box sx={{ display: 'none', [PHONE]: { display: 'flex' }, alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 0.5, position: 'sticky', top: 0, bgcolor: '#fff', zIndex: 1 }}>
          <Box component="h2" id={titleId} sx={{ m: 0, fontSize: '1.15rem' }}>
            {t('Filters')}
          </Box>
          <Box
            component="a"
            href="#project-results"
            role="button"
            aria-label={t('Close filters')}
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
            sx={{ minWidth: 48, minHeight: 48, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'text.primary', fontSize: '1.6rem', textDecoration: 'none', borderRadius: 1, '&:focus-visible': { outline: '3px solid #1d4f91' } }}
          >
            <span aria-hidden="true">×</span>
          </Box>
        </Box>
        {children(close)}
      </Box>
    </>
  );
}
