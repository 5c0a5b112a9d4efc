import { mixed, number, object, string } from 'yup';
import { BLOG_CATEGORIES, PAGE_NAMES } from '../constants';
import { mortgageLtvCapsSchema } from './mortgage-caps';
import { toWesternDigits } from '../digits';
import { goldenVisaRulesSchema } from './golden-visa';
import {
  emailAddress,
  flag,
  html,
  int,
  isoDate,
  media,
  optionalEmailAddress,
  optionalText,
  requiredText,
  seoFields,
  slug,
  stringList,
  text,
  url,
} from './fields';
import { translatable } from './translations';

export const blogSchema = translatable(
  object({
    title: requiredText('Title'),
    slug: slug(),
    category: string()
      .oneOf([...BLOG_CATEGORIES], 'Category must be news or blog')
      .default('blog'),
    excerpt: optionalText(400),
    content: html(),
    cover: media(),
    author: optionalText(120),
    tags: stringList(40, 12),
    published: flag(),
    published_at: isoDate('Published date'),
    unpublish_at: isoDate('Unpublish date'), // issue 31: leaves the public site then
    ...seoFields,
  }),
  ['title', 'excerpt', 'content', 'seo_title', 'seo_description'],
);

export const testimonialSchema = translatable(
  object({
    name: requiredText('Name', 120),
    country: optionalText(80),
    quote: requiredText('Quote', 1200),
    rating: number()
      .typeError('Rating must be a number')
      .integer('Rating must be a whole number')
      .min(1, 'Rating must be 1 to 5')
      .max(5, 'Rating must be 1 to 5')
      .default(5),
    photo: media(),
    published: flag(),
    position: int('Position', 0, 10_000).nonNullable('Position is required').default(0),
  }),
  ['country', 'quote'],
);

export const investmentGuideSchema = translatable(
  object({
    title: requiredText('Title'),
    slug: slug(),
    summary: optionalText(500),
    content: html(),
    cover: media(),
    pdf: media(),
    published: flag(),
    published_at: isoDate('Published date'),
    unpublish_at: isoDate('Unpublish date'), // issue 31: leaves the public site then
    ...seoFields,
  }),
  ['title', 'summary', 'content', 'seo_title', 'seo_description'],
);

export const bannerSchema = translatable(
  object({
    page: string()
      .oneOf([...PAGE_NAMES], 'Page must be one of the site pages')
      .required('Page is required'),
    title: requiredText('Title'),
    subtitle: optionalText(300),
    image: media(),
    cta_label: optionalText(40),
    cta_url: url('Button link'),
    position: int('Position', 0, 10_000).nonNullable('Position is required').default(0),
    active: flag(),
  }),
  ['title', 'subtitle', 'cta_label'],
);

export const pageSchema = translatable(
  object({
    page_name: string()
      .oneOf([...PAGE_NAMES], 'Page name must be one of the site pages')
      .required('Page name is required')
      // One record per page (the migration plan reads `unique`).
      .meta({ unique: true }),
    title: requiredText('Title', 120),
    description: optionalText(300),
    /** Structured blocks for that page: { heading, body (HTML), items [...] } keyed by section. */
    // mixed, not object(): validating with stripUnknown would empty an object() that declares no fields.
    content: mixed<Record<string, unknown>>(
      (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
    )
      .typeError('Content must be an object of page sections')
      .nullable()
      .default(null)
      .meta({ json: true, htmlDeep: true }),
  }),
  ['title', 'description', 'content'],
);

export const settingsSchema = translatable(
  object({
    product_name: requiredText('Product name', 80),
    // Phone numbers are stored with Western digits, whatever keyboard typed them (src/digits.ts).
    phone_primary: requiredText('Phone', 30).transform(toWesternDigits),
    phone_secondary: optionalText(30).transform(toWesternDigits),
    email_primary: emailAddress('Email is required'),
    email_secondary: optionalEmailAddress(),
    address: requiredText('Address', 300),
    instagram_url: url('Instagram'),
    facebook_url: url('Facebook'),
    twitter_url: url('Twitter'),
    linkedin_url: url('LinkedIn'),
    whatsapp_number: optionalText(30).transform(toWesternDigits),
    rera_orn: optionalText(40),
    tagline: text(200).nullable().default(null),
    /** Loan-to-value caps of the mortgage calculator and the server's recompute of mortgage enquiries. */
    mortgage_ltv_caps: mortgageLtvCapsSchema,
    /** Investor math (issue 26): the Golden Visa rules of the check on /golden-visa and the enquiry recompute. */
    golden_visa_rules: goldenVisaRulesSchema,
    /** Investor math (issue 26): the agency fee the returns calculator starts from (percent of the price). */
    agency_fee_pct: number()
      .typeError('Agency fee must be a number')
      .min(0, 'Agency fee must be 0 or more')
      .max(10, 'Agency fee must be at most 10%')
      .required('Agency fee is required')
      .default(0),
    /** Hot leads first (issue 28): the phone fields' country where nothing else says (ISO 3166 code, AE for the UAE). */
    phone_default_country: string()
      .typeError('Choose a country (a two-letter code such as AE)')
      .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      .matches(/^[A-Z]{2}$/, 'Choose a country (a two-letter code such as AE)')
      .required('Default phone country is required')
      .default('AE'),
  }),
  ['tagline', 'address'],
);
