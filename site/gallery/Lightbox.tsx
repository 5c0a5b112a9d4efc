import { useRef, type KeyboardEvent, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Media } from '../../src/site-contract';
import { Picture } from '../components/Picture';
import { useI18n } from '../i18n/I18n';

export interface LightboxProps {
  items: Media[];
  index: number;
  title: string;
  altFor(media: Media, index: number): string;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The image viewer: an aria-modal MUI Dialog (focus kept inside, returned to the image's button on close,
 * Escape closes); left and right arrow keys, a sideways swipe and the two buttons move between images.
 */
export default function Lightbox({ items, index, title, altFor, onIndex, onClose }: LightboxProps) {
  const { tx } = useI18n();
  const n = items.length;
  const media = items[index];
  const go = (step: number) => onIndex((index + step + n) % n);
  // A sideways swipe on the image moves like the buttons do (more sideways than down, at least 40 px).
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    touchStart.current = { x: t.clientX, y: t.clientY };
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const t = e.changedTouches[0];
    if (!start || n < 2) return;
    const dx = t.clientX - start.x;
    if (Math.abs(dx) >= 40 && Math.abs(dx) > Math.abs(t.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  };
  return (
    <Dialog open onClose={onClose} onKeyDown={onKeyDown} maxWidth="lg" fullWidth aria-labelledby="lightbox-title" aria-describedby="lightbox-caption">
      <DialogTitle id="lightbox-title" sx={{ pr: 8 }}>
        {title}: image {index + 1} of {n}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={tx('Close the image viewer')} sx={{ position: 'absolute', right: 8, top: 8, fontSize: '1.75rem', lineHeight: 1, width: 48, height: 48 }}>
        <span aria-hidden="true">×</span>
      </IconButton>
      <DialogContent dividers sx={{ p: { xs: 1, sm: 2 } }}>
        <Box onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} sx={{ touchAction: 'pan-y pinch-zoom', '& img': { maxHeight: '70vh', objectFit: 'contain !important' } }}>
          <Picture key={media.src} media={media} alt={altFor(media, index)} eager sizes="(max-width: 1200px) 100vw, 1200px" />
        </Box>
        <Typography id="lightbox-caption" sx={{ mt: 1 }} color="text.secondary">
          {media.title || altFor(media, index)}
          {n > 1 ? ' · Swipe, or use the left and right arrow keys, to move between images.' : ''}
        </Typography>
      </DialogContent>
      {n > 1 && (
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={() => go(-1)} sx={{ minHeight: 44 }}>
            Previous image
          </Button>
          <Button onClick={() => go(1)} sx={{ minHeight: 44 }}>
            Next image
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
