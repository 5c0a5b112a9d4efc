import { FieldTextArea } from './fields';

/*
 * What the mortgage enquiry's light shell (MortgageEnquiryFormLoader) and the form it loads on first use
 * (MortgageEnquiryForm) share: in a file of its own, so the form never imports its loader (no import circle).
 */

export const MortgageFieldTextArea = FieldTextArea;

/** The contact fields of the mortgage enquiry (the light shell and the loaded form share them). */
export interface MortgageContactValues {
  name: string;
  email: string;
  phone: string;
  message?: string | null;
}

/** What the visitor did in the light shell before the form loaded. */
export interface MortgageEnquiryHandoff {
  values: Partial<MortgageContactValues>;
  autoSubmit: boolean;
  focusField?: keyof MortgageContactValues;
}

export const MORTGAGE_FIELD_LABELS: Record<keyof MortgageContactValues, string> = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  message: 'Message (optional)',
};
export const MORTGAGE_SUBMIT_LABEL = 'Send to a mortgage adviser';
