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
/**
 * something@domain.tld with no spaces, checked without a regex that could backtrack: one @, something before
 * it, and a dot in the domain with at least two characters after it.
 */
export function isEmailAddress(v: string): boolean {
  if (v.length > EMAIL_MAX || /\s/.test(v)) return false;
  const at = v.indexOf('@');
  if (at <= 0 || at !== v.lastIndexOf('@')) return false;
  const domain = v.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && domain.length - dot - 1 >= 2;
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
export const isoDate = (label: string) =>
  string()
    .nullable()
    .default(null)
    .test(
      'iso-date',
      `${label} must be a date`,
      (v) => v == null || v === '' || !Number.isNaN(Date.parse(v)),
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
