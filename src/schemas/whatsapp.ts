import { array, object, type InferType } from 'yup';
import { requiredText, trimmedString } from './fields';

/**
 * WhatsApp both ways (issue 40 item 5): what staff send from a lead, and the approved templates they may send outside
 * the 24-hour window. One schema each, used by the back-office form and the server (422 naming the field).
 */

/** WhatsApp's limit for a text message. */
export const WHATSAPP_TEXT_MAX = 4096;
/** A template parameter's text (Meta allows a little more; a longer value is a mistake here). */
export const TEMPLATE_PARAM_MAX = 1000;
export const TEMPLATES_MAX = 100;

/** Meta's template names: lower-case letters, digits and underscores. */
const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** Meta's template language codes: "en", "en_US", "ar", "ru", "zh_CN", "zh_HK"... */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:_[A-Z]{2})?$/;

/** One approved template as staff list it: Meta's name and language, the labels of its body parameters, its text. */
export const whatsappTemplateSchema = object({
  name: trimmedString()
    .required('Template name is required')
    .max(512, 'Template name must be at most 512 characters')
    .matches(TEMPLATE_NAME, 'Template name as Meta shows it: lower-case letters, digits and underscores (for example project_follow_up)'),
  language: trimmedString()
    .required('Language is required')
    .matches(LANGUAGE_CODE, 'Language code as Meta shows it, for example en, en_US, ar, ru or zh_CN'),
  /** What staff call each {{n}} of the body, in order ("First name", "Project"). */
  params: array(requiredText('Parameter label', 60))
    .transform((v: unknown) => (Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '') : v))
    .max(10, 'At most 10 parameters')
    .default([]),
  /** The approved body with {{1}}, {{2}}... where the parameters go: shown to staff and kept with the sent message. */
  body: requiredText('Template text', 1024).test('placeholders', 'The text must use {{1}} to {{n}} for its n parameters, each at least once', function placeholders(body) {
    const params = (this.parent as { params?: unknown[] }).params ?? [];
    const used = new Set([...(body ?? '').matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
    return [...used].every((n) => n >= 1 && n <= params.length) && params.every((_, i) => used.has(i + 1));
  }),
});
export type WhatsAppTemplate = InferType<typeof whatsappTemplateSchema>;

export const whatsappTemplatesSchema = object({
  templates: array(whatsappTemplateSchema)
    .max(TEMPLATES_MAX, `At most ${TEMPLATES_MAX} templates`)
    .default([])
    .test('unique', 'Each template name and language is listed once', (list) => {
      const keys = (list ?? []).map((t) => `${t?.name}|${t?.language}`);
      return new Set(keys).size === keys.length;
    }),
});

/** POST /api/enquiries/:id/whatsapp: free text, or a template with its language and parameters. */
export const whatsappSendSchema = object({
  text: trimmedString().max(WHATSAPP_TEXT_MAX, `The message must be at most ${WHATSAPP_TEXT_MAX} characters`).nullable().default(null),
  template: trimmedString().max(512).nullable().default(null),
  language: trimmedString().max(10).nullable().default(null),
  params: array(trimmedString().required('Each parameter needs a value').max(TEMPLATE_PARAM_MAX, `A parameter must be at most ${TEMPLATE_PARAM_MAX} characters`))
    .max(10)
    .default([]),
}).test('one-kind', function oneKind(v) {
  if (!v) return true;
  if (v.text && v.template) return this.createError({ path: 'text', message: 'Send either a text or a template, not both' });
  if (!v.text && !v.template) return this.createError({ path: 'text', message: 'Write a message or choose a template' });
  if (v.template && !v.language) return this.createError({ path: 'language', message: 'Choose the template language' });
  return true;
});
export type WhatsAppSend = InferType<typeof whatsappSendSchema>;

/** A template's text with its parameters in place: what the person reads. */
export const filledTemplate = (body: string, params: readonly string[]) => body.replace(/\{\{(\d+)\}\}/g, (m, n) => params[Number(n) - 1] ?? m);

/** The customer-service window: free text is allowed this long after the person's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 3600_000;
