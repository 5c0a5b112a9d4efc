import type { ComponentProps } from 'react';
import { cx } from '../styles/cx';
import styles from './fields.module.css';

/**
 * Light form primitives (a visible label above each control) shared by the server-rendered form shell
 * and the full enquiry form, so swapping one for the other does not move anything on the page.
 */
export function FormGrid({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.grid, className)} />;
}

export function FieldBox({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.box, className)} />;
}

export function FieldLabel({ className, ...rest }: ComponentProps<'label'>) {
  return <label {...rest} className={cx(styles.label, className)} />;
}

/** The controls' classes (an input's look, red-bordered when invalid) for a control that is not one of these. */
export const fieldInputStyles = (invalid: boolean) => cx(styles.input, invalid && styles.invalid);
/** The class of a <label> holding a checkbox and its text. */
export const fieldTickClass = styles.tick;

export function FieldInput({ invalid, className, ...rest }: ComponentProps<'input'> & { invalid?: boolean }) {
  return <input {...rest} className={cx(fieldInputStyles(!!invalid), className)} />;
}
/** A multi-line field (a message): the inputs' look, resizable in height only. */
export function FieldTextArea({ invalid, className, ...rest }: ComponentProps<'textarea'> & { invalid?: boolean }) {
  return <textarea {...rest} className={cx(fieldInputStyles(!!invalid), styles.textArea, className)} />;
}

export function FieldSelect({ invalid, className, ...rest }: ComponentProps<'select'> & { invalid?: boolean }) {
  return <select {...rest} className={cx(fieldInputStyles(!!invalid), styles.select, className)} />;
}

export function FieldError({ className, ...rest }: ComponentProps<'p'>) {
  return <p {...rest} className={cx(styles.error, className)} />;
}

/** A field bots fill and people never see (honeypot). */
export function HoneypotBox({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.honeypot, className)} />;
}

export function SubmitRow({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.submitRow, className)} />;
}

export function SubmitButton({ className, ...rest }: ComponentProps<'button'>) {
  return <button {...rest} className={cx(styles.submit, className)} />;
}

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
export function PhonePrefix({ className, ...rest }: ComponentProps<'span'>) {
  return <span {...rest} className={cx(styles.phonePrefix, className)} />;
}
/** The phone field's frame (left to right in every language): the prefix, then the number. */
export function PhoneShellBox({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.phoneShell, className)} />;
}

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
