import { styled } from '@mui/material/styles';

/**
 * Light form primitives (a visible label above each control) shared by the server-rendered form shell
 * and the full enquiry form, so swapping one for the other does not move anything on the page.
 */
export const FormGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
}));

export const FieldBox = styled('div')({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 });

export const FieldLabel = styled('label')(({ theme }) => ({
  fontWeight: 600,
  fontSize: '0.9rem',
  color: theme.palette.text.primary,
}));

export const fieldInputStyles = (invalid: boolean) => ({
  font: 'inherit',
  fontSize: '1rem',
  width: '100%',
  minHeight: 48,
  padding: '10px 14px',
  borderRadius: 6,
  border: `1px solid ${invalid ? '#b3261e' : '#8a8f98'}`,
  background: '#fff',
  color: '#1b1f24',
  outlineOffset: 1,
  '&:focus-visible': { outline: '3px solid #1d4f91', borderColor: '#1d4f91' },
  '&:disabled': { background: '#f1f2f4', color: '#5c6370' },
});

export const FieldInput = styled('input', { shouldForwardProp: (p) => p !== 'invalid' })<{ invalid?: boolean }>(({ invalid }) => fieldInputStyles(!!invalid));
/** A multi-line field (a message): the inputs' look, resizable in height only. */
export const FieldTextArea = styled('textarea', { shouldForwardProp: (p) => p !== 'invalid' })<{ invalid?: boolean }>(({ invalid }) => ({
  ...fieldInputStyles(!!invalid),
  resize: 'vertical',
}));

export const FieldSelect = styled('select', { shouldForwardProp: (p) => p !== 'invalid' })<{ invalid?: boolean }>(({ invalid }) => ({
  ...fieldInputStyles(!!invalid),
  appearance: 'auto',
}));

export const FieldError = styled('p')({ margin: 0, color: '#b3261e', fontSize: '0.85rem', fontWeight: 500 });

/** A field bots fill and people never see (honeypot). */
export const HoneypotBox = styled('div')({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const SubmitRow = styled('div')(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(2),
}));

export const SubmitButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontWeight: 700,
  fontSize: '1rem',
  minHeight: 48,
  padding: '10px 28px',
  border: 0,
  borderRadius: 6,
  cursor: 'pointer',
  color: '#fff',
  background: theme.palette.primary.main,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  '&:hover': { background: theme.palette.primary.dark },
  '&:focus-visible': { outline: '3px solid #c8962e', outlineOffset: 2 },
  '&:disabled': { cursor: 'default', background: '#4a5a70' },
  '&[data-state="done"]:disabled': { background: '#14532d' },
}));

/** The done state of a sent form's button: a check mark where the spinner turned (the form stays disabled, spec §4). */
export function SentMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" focusable="false">
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </svg>
  );
}

/** The phone digit rules have one home, src/digits.ts (the shell, the full input and the back-office's phone fields). */
export { phoneDigits } from '../../src/digits';

/** The calling-code prefix the shell shows where the phone input's country button will be. */
// The phone field is left to right in every language (dir="ltr"); logical properties, so Arabic's style plugin
// (which mirrors left and right) keeps the divider between the code and the number.
export const PhonePrefix = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  paddingInline: 10,
  borderInlineEnd: '1px solid #c4c8cf',
  marginInlineEnd: 8,
  whiteSpace: 'nowrap',
  color: '#1b1f24',
});
export const PhoneShellBox = styled('div')({
  display: 'flex',
  alignItems: 'center',
  border: '1px solid #8a8f98',
  borderRadius: 6,
  minHeight: 48,
  background: '#fff',
  '&:focus-within': { outline: '3px solid #1d4f91', borderColor: '#1d4f91' },
  '& input': { border: 0, outline: 'none', paddingBlock: 10, paddingInline: '0 14px', font: 'inherit', fontSize: '1rem', flex: 1, minWidth: 0, background: 'transparent' },
});

export const FIELD_IDS = (prefix: string) => ({
  name: `${prefix}-name`,
  email: `${prefix}-email`,
  phone: `${prefix}-phone`,
  budget: `${prefix}-budget`,
  investmentTimeline: `${prefix}-timeline`,
  message: `${prefix}-message`,
  website: `${prefix}-website`,
});
export const FIELD_LABELS = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  budget: 'Budget (AED)',
  investmentTimeline: 'When do you plan to invest?',
  message: 'Message (optional)',
} as const;
export const SUBMIT_LABEL = 'Send enquiry';
export const TIMELINE_PLACEHOLDER = 'Select a timeline';
