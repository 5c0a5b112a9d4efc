import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18n';

/**
 * Scroll shadows (background-attachment local/scroll): a soft edge shows on the side that has more columns,
 * in pure CSS, so the cue is there before any script runs and disappears once the table fits.
 */
const scrollShadowSx = {
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  background: [
    'linear-gradient(to right, #fff 30%, rgba(255,255,255,0)) left / 40px 100% no-repeat local',
    'linear-gradient(to left, #fff 30%, rgba(255,255,255,0)) right / 40px 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgba(7,42,65,.28), rgba(7,42,65,0)) left / 16px 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgba(7,42,65,.28), rgba(7,42,65,0)) right / 16px 100% no-repeat scroll',
  ].join(', '),
  '&:focus-visible': { outline: '3px solid #1d4f91', outlineOffset: 2 },
} as const;

/**
 * A wide table in its own sideways-scrolling region, so the page itself never scrolls sideways on a phone.
 * Keyboard users reach it with Tab and scroll it with the arrow keys; a "swipe" hint shows while it is wider
 * than its box.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Measured in the observer's first callback (it fires once on observe, after layout), not right after
    // hydration: reading scrollWidth there forced a synchronous layout of the whole page (Lighthouse "forced reflow").
    const observer = new ResizeObserver(() => setWider(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const { t } = useI18n();
  const hintId = `${useId()}hint`;
  return (
    <>
      {wider && (
        <Typography id={hintId} sx={{ mb: 1, fontSize: '0.9rem', color: 'text.secondary' }}>
          <span aria-hidden="true">↔ </span>
          {t('Swipe sideways to see every column.')}
        </Typography>
      )}
      <Box
        ref={box}
        role="region"
        aria-label={label}
        aria-describedby={wider ? hintId : undefined}
        tabIndex={0}
        sx={scrollShadowSx}
      >
        {children}
      </Box>
    </>
  );
}
