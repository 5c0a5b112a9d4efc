import { enqueueSnackbar } from 'notistack';
import { createAuthProvider } from './authProvider';
import { sessionPort } from './session';

/** Toasts outside react-admin (notistack at the top level), so the sign-out message survives leaving /admin. */
export const authProvider = createAuthProvider(sessionPort, (message, variant) => enqueueSnackbar(message, { variant }));
