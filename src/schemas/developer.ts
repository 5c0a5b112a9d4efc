import { object, type InferType } from 'yup';
import { decimal, flag, html, int, media, optionalText, requiredText, seoFields, slug, url } from './fields';
import { translatable } from './translations';

export const developerSchema = translatable(
  object({
    name: requiredText('Name', 120),
    slug: slug(),
    logo: media(),
    cover: media(),
    summary: optionalText(300),
    description: html(),
    founded_year: int('Founded year', 1900, 2100),
    website: url('Website'),
    headquarters: optionalText(120),
    delivered_projects: int('Delivered projects', 0, 10_000),
    on_time_delivery_pct: decimal('On-time delivery', 0, 100),
    rera_number: optionalText(40),
    featured: flag(),
    /** Investor math (issue 26): approved for the Golden Visa (off-plan property from it counts). */
    golden_visa_approved: flag(),
    published: flag(),
    ...seoFields,
  }),
  ['summary', 'description', 'seo_title', 'seo_description'],
);
export type DeveloperInput = InferType<typeof developerSchema>;
