import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The clip pattern of MUI's `visuallyHidden` (@mui/utils), with px units spelled out: in `sx`, `width: 1`
 * means 100%, which let the hidden text stretch every phone page sideways.
 */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not shown: keeps the heading outline whole where the design has no visible heading. */
export const VisuallyHiddenHeading = styled('h2')(visuallyHiddenSx);

/** Text for screen readers only, e.g. "(opens in a new tab)" after a link's visible name. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
