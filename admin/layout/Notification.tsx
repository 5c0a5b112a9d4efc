import { Notification as RaNotification, type NotificationProps } from 'react-admin';
import { TOAST_ANCHOR, TOAST_DURATION_MS, TOAST_PADDING, toastIconMask } from './toasts';

const icon = (kind: 'success' | 'error' | 'warning') => ({
  content: '""',
  flexShrink: 0,
  width: 22,
  height: 22,
  marginInlineEnd: '10px',
  backgroundColor: 'currentColor',
  maskImage: toastIconMask(kind),
  maskRepeat: 'no-repeat',
  maskSize: '22px 22px',
});

/**
 * react-admin's notifications ("Element updated", errors) on the seed's toast rules (./toasts.tsx): top-end, 3000 ms,
 * padding 10px 20px, an icon before the message. Undo (an undoable edit's toast) is react-admin's own action.
 */
export function Notification(props: NotificationProps) {
  return (
    <RaNotification
      anchorOrigin={TOAST_ANCHOR}
      autoHideDuration={TOAST_DURATION_MS}
      {...props}
      sx={{
        '& .MuiSnackbarContent-root': { padding: TOAST_PADDING },
        '& .MuiSnackbarContent-message': { display: 'flex', alignItems: 'center', padding: 0 },
        '& .MuiSnackbarContent-message::before': icon('success'),
        '& .RaNotification-error .MuiSnackbarContent-message::before': icon('error'),
        '& .RaNotification-warning .MuiSnackbarContent-message::before': icon('warning'),
      }}
    />
  );
}
