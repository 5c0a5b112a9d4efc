import type { SnackbarOrigin } from '@mui/material';
import { TOAST_AUTO_CLOSE_MS, TOAST_PADDING } from '../../src/constants';

/**
 * The seed's toast rules (spec §9) for every toast of the back-office, react-admin's notifications
 * (Notification.tsx) and the top-level ones outside it (the sign-out message, App.tsx): top-end, 3000 ms,
 * padding 10px 20px, no confirm button, an icon that is the success one unless the toast is an error or a warning.
 */
// The back-office reads left to right in both its languages: the end of the top edge is the right.
export const TOAST_ANCHOR: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };
export const TOAST_DURATION_MS = TOAST_AUTO_CLOSE_MS;
export { TOAST_PADDING };

/** Material icons' paths (CheckCircle, Error, Warning), so no icon font or image is fetched. */
export const TOAST_ICON_PATHS = {
  success: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  error: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
  warning: 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z',
} as const;
export type ToastIcon = keyof typeof TOAST_ICON_PATHS;

/** The icon of a toast's kind: react-admin's "info" and notistack's "default" are the success icon (the seed's default). */
export const toastIcon = (kind: string | undefined): ToastIcon => (kind === 'error' || kind === 'warning' ? kind : 'success');

/** The icon as a CSS mask image (react-admin's toasts take a string message: the icon is drawn before it). */
export const toastIconMask = (icon: ToastIcon) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${TOAST_ICON_PATHS[icon]}'/></svg>`)}")`;

/** The icon as an element (notistack's iconVariant). */
export function ToastIconSvg({ icon }: { icon: ToastIcon }) {
  return (
    <svg data-toast-icon={icon} aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" style={{ marginInlineEnd: 10, flexShrink: 0 }}>
      <path fill="currentColor" d={TOAST_ICON_PATHS[icon]} />
    </svg>
  );
}

/** notistack's icons for every variant, the success one by default. */
export const TOAST_ICON_VARIANT = {
  default: <ToastIconSvg icon="success" />,
  success: <ToastIconSvg icon="success" />,
  info: <ToastIconSvg icon="success" />,
  warning: <ToastIconSvg icon="warning" />,
  error: <ToastIconSvg icon="error" />,
};
