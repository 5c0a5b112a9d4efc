import { array, boolean, number, object, string } from 'yup';
import { isHttpUrl } from '../text';
export { isHttpUrl };

/** Reusable field builders so each resource schema stays a short list of its own fields. */
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * string().trim() that leaves non-strings to the type check: yup's own trim() and lowercase() call string
 * methods on arrays and objects too, a TypeError the server could only answer with a 500.
 */
export const trimmedString = () => string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));
export const lowercased = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/**
 * A length limit and then a format check, as ONE test: yup runs every test of a field even after max() has
 * failed, so a pattern must never see a string longer than the limit (docs/decisions/008-hardening.md).
 */
export const boundedFormat = (
  max: number,
  tooLong: string,
  isValid: (v: string) => boolean,
  invalid: string,
) =>
  trimmedString().test('bounded-format', invalid, function check(v) {
    if (v == null || v === '') return true;
    if (v.length > max) return this.createError({ message: tooLong });
    return isValid(v) || this.createError({ message: invalid });
  });

export const EMAIL_MAX = 254;
/** The characters of an address's local part (RFC 5322 dot-atom text, as the HTML e-mail input accepts them). */
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
/** One label of a domain name: letters, digits and inner hyphens. */
const DOMAIN_LABEL = /^[A-Za-z0-9-]{1,63}$/;

/**
 * A real address: local@domain.tld, the local part of address characters only, the domain of host-name labels
 * (letters, digits, inner hyphens) with a top-level domain of at least two letters. No spaces, "?", "&", "%" or
 * "/" in the domain: `a@b.cc?bcc=x%40evil.cc` is refused, so it can never become a hidden header of a mailto
 * link. Checked piece by piece with patterns that cannot backtrack.
 */
export function isEmailAddress(v: string): boolean {
  if (v.length > EMAIL_MAX) return false;
  const at = v.lastIndexOf('@');
  if (at <= 0) return false;
  const local = v.slice(0, at);
  const labels = v.slice(at + 1).split('.');
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  if (labels.length < 2 || !/^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/.test(labels[labels.length - 1])) return false;
  return labels.every((l) => DOMAIN_LABEL.test(l) && !l.startsWith('-') && !l.endsWith('-'));
}
const anyEmail = (invalid: string) =>
  boundedFormat(
    EMAIL_MAX,
    `Email must be at most ${EMAIL_MAX} characters`,
    isEmailAddress,
    invalid,
  ).transform(lowercased);
export const emailAddress = (required: string, invalid = 'Please enter a valid email address') =>
  anyEmail(invalid).required(required);
export const optionalEmailAddress = (invalid = 'Please enter a valid email address') =>
  anyEmail(invalid).nullable().default(null);

export const text = (max = 200) => trimmedString().max(max, `Must be at most ${max} characters`);
export const requiredText = (label: string, max = 200) => text(max).required(`${label} is required`);
export const optionalText = (max = 200) => text(max).nullable().default(null);
/** Rich text: the server sanitises it on save (meta.html). */
export const html = (max = 200_000) =>
  string().max(max, `Must be at most ${max} characters`).nullable().default(null).meta({ html: true });
export const slug = () =>
  boundedFormat(
    120,
    'Slug must be at most 120 characters',
    (v) => SLUG_RE.test(v),
    'Slug may contain lowercase letters, digits and single dashes',
  )
    .transform(lowercased)
    .meta({ slug: true });
export const int = (label: string, min = 0, max = 2_000_000_000) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable()
    .default(null);
export const decimal = (label: string, min: number, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable()
    .default(null);
/** Ids are 32-bit database integers; a larger one is not an id (PostgreSQL would fail the query). */
export const MAX_ID = 2_147_483_647;
export const reference = (label: string) =>
  number()
    .typeError(`${label} must be an id`)
    .integer(`${label} must be an id`)
    .positive(`${label} must be an id`)
    .max(MAX_ID, `${label} must be an id`)
    .nullable()
    .default(null);
export const referenceList = (label: string) =>
  array(
    number()
      .typeError(`${label} must be a list of ids`)
      .integer(`${label} must be a list of ids`)
      .positive(`${label} must be a list of ids`)
      .max(MAX_ID, `${label} must be a list of ids`)
      .required(),
  )
    .max(200)
    .default([]);
export const flag = () => boolean().typeError('Must be true or false').default(false);
/** A calendar date, or a date and time with its zone (Z or +04:00): ISO 8601 as APIs and the admin send it. */
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:([Zz])|([+-])(\d{2}):?(\d{2})))?$/;

/**
 * The one timestamp rule: a date ("2026-12-01", midnight UTC) or a date and time with its zone
 * ("2026-12-01T09:00:00+04:00") becomes UTC ISO 8601 ("2026-12-01T05:00:00.000Z"), the only form stored, so
 * text comparisons (the public scope's `published_at <= now`) order correctly. Anything else is null: words
 * ("1 January 2099"), a time without its zone, a bare offset, a 31st of February, a year past 9999.
 */
export function normalisedTimestamp(value: string): string | null {
  const m = ISO_TIMESTAMP.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, hh = '00', mi = '00', ss = '00', frac = '', , sign, oh = '00', om = '00'] = m;
  const nums = [y, mo, d, hh, mi, ss].map(Number);
  const [year, month, day, hour, minute, second] = nums;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59 || Number(oh) > 14 || Number(om) > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(frac.padEnd(3, '0').slice(0, 3)));
  // Date.UTC rolls 31 February over into March: the day must survive the round trip.
  if (new Date(local).getUTCDate() !== day || new Date(local).getUTCFullYear() !== year) return null;
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
  const iso = new Date(local - offsetMs).toISOString();
  return /^\d{4}-/.test(iso) ? iso : null;
}

/** A timestamp field (published_at and any other): normalised to UTC ISO 8601 here, refused if not a date. */
export const isoDate = (label: string) =>
  string()
    .nullable()
    .default(null)
    .transform((v: unknown) => {
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString();
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      return normalisedTimestamp(v) ?? v;
    })
    .test(
      'iso-date',
      `${label} must be a date such as 2026-12-01 or 2026-12-01T09:00:00+04:00`,
      (v) => v == null || normalisedTimestamp(v) === v,
    );
const WEB_ADDRESS = /^(https?:\/\/\S+|\/[^\s/]\S*|\/)$/i;
export const url = (label: string) =>
  boundedFormat(
    1000,
    `${label} must be at most 1000 characters`,
    (v) => WEB_ADDRESS.test(v),
    `${label} must be a web address starting with https:// or http://, or a path starting with /`,
  )
    .nullable()
    .default(null);

/** An uploaded file as /api/media answers it, stored inline in the record. */
export const media = () =>
  object({
    src: string().required('File address is required').max(1000),
    title: string().max(300).nullable(),
    width: number().integer().nullable(),
    height: number().integer().nullable(),
    type: string().max(100).nullable(),
    variants: array(
      object({
        src: string().required().max(1000),
        width: number().integer().required(),
        format: string().required().max(10),
      }),
    )
      .max(20)
      .nullable(),
    placeholder: string().max(100).nullable(),
  })
    .nullable()
    .default(null);
export const mediaList = () => array(media().required()).max(60).default([]);
export const stringList = (max = 300, count = 50) => array(text(max).required()).max(count).default([]);
export const nearbyList = () =>
  array(
    object({
      name: requiredText('Place', 120),
      minutes: int('Minutes', 0, 600).required('Minutes are required'),
    }),
  )
    .max(40)
    .default([]);

export const seoFields = {
  seo_title: optionalText(70),
  seo_description: optionalText(170),
};
