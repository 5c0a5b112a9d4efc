import { Box, CircularProgress, Typography } from '@mui/material';
import { BRAND } from '../theme';

/** The spec's layout-switch loader (2 seconds, full screen). */
export function FullScreenLoader({ testId = 'layout-loader' }: { testId?: string }) {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      data-testid={testId}
      sx={{ position: 'fixed', inset: 0, zIndex: 2000, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', bgcolor: BRAND.navy, color: '#fff', gap: 2 }}
    >
      <CircularProgress sx={{ color: BRAND.gold }} />
      <Typography>Oasis Invest</Typography>
    </Box>
  );
}
