import { styled } from '@mui/material/styles';

/** Read by screen readers, not shown: keeps the heading outline whole where the design has no visible heading. */
export const VisuallyHiddenHeading = styled('h2')({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
