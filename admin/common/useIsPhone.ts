import { useMediaQuery, type Theme } from '@mui/material';

/** Below `md` (900 px) the back-office shows its compact, touch-first screens (react-admin demo idiom). */
export const useIsPhone = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
