import { array, object, string, type InferType } from 'yup';
import { PROJECT_STATUSES } from '../constants';
import { translatable, translatedWords } from './translations';
import { paymentPlanSchema, planAgainstHandover, planLabelsSchema, planMilestoneSchema } from './paymentPlan';
import { planInLanguage, planLabels } from '../paymentPlan/texts';
import { unitsDisplaySchema } from './unit'; // inventory (issue 30)
import { complianceFields } from './compliance';
import {
  decimal,
  flag,
  html,
  int,
  isoDate,
  media,
  mediaList,
  nearbyList,
  optionalText,
  reference,
  referenceList,
  requiredText,
  seoFields,
  slug,
  stringList,
  url,
} from './fields';

// The payment plan (issue 39 item 3): its own schema, its labels translated through the project's translations.
export const milestoneSchema = planMilestoneSchema;
const paymentPlan = translatedWords('payment_plan', paymentPlanSchema, planLabelsSchema, { words: planLabels, inLanguage: planInLanguage as (english: unknown, translated: unknown) => unknown });

export const unitTypeSchema = object({
  name: requiredText('Unit type', 120),
  bedrooms: int('Bedrooms', 0, 10).required('Bedrooms are required'),
  size_sqft_from: int('Size from', 0, 200_000),
  size_sqft_to: int('Size to', 0, 200_000),
  price_from_aed: int('Price from', 0),
  available: int('Units available', 0, 100_000),
});

export const projectSchema = translatable(
  object({
    title: requiredText('Title'),
    slug: slug(),
    status: string()
      .oneOf([...PROJECT_STATUSES], 'Status must be off-plan, under construction or ready')
      .required('Status is required'),
    developer_id: reference('Developer').meta({ references: 'developers' }),
    area_id: reference('Area').meta({ references: 'areas' }),
    location_id: reference('Location').meta({ references: 'locations' }),
    property_type_ids: referenceList('Property types'),
    amenity_ids: referenceList('Amenities'),
    starting_price_aed: int('Starting price'),
    price_per_sqft_aed: int('Price per sq ft'),
    bedrooms_min: int('Bedrooms from', 0, 10),
    bedrooms_max: int('Bedrooms to', 0, 10),
    size_sqft_min: int('Size from', 0, 200_000),
    size_sqft_max: int('Size to', 0, 200_000),
    handover_year: int('Handover year', 1990, 2100),
    handover_quarter: int('Handover quarter', 1, 4),
    payment_plan: paymentPlan,
    post_handover: flag(),
    show_apartment: flag(), // issue 29: viewings are offered before handover
    unit_types: array(unitTypeSchema).max(40).default([]),
    units_available: int('Units available', 0, 100_000),
    description: html(),
    highlights: stringList(200, 20),
    gallery: mediaList(),
    floor_plans: mediaList(),
    brochure: media(),
    brochure_gated: flag(), // issue 27: the brochure after a short form (name, e-mail, phone)
    video_url: url('Video'),
    latitude: decimal('Latitude', -90, 90),
    longitude: decimal('Longitude', -180, 180),
    nearby: nearbyList(),
    service_charge_aed_per_sqft: decimal('Service charge', 0, 1000),
    expected_rental_yield_pct: decimal('Expected rental yield', 0, 100),
    permit_number: optionalText(40),
    permit_qr: media(),
    ...complianceFields, // issue 30: permit expiry, DLD QR address and project number, escrow, construction progress
    featured: flag(),
    published: flag(),
    published_at: isoDate('Published date'),
    unpublish_at: isoDate('Unpublish date'), // issue 31: leaves the public site then
    units_display: unitsDisplaySchema, // issue 30: the page counts the available units or lists them
    ...seoFields,
  })
    .test('bedrooms-order', 'Bedrooms to must not be less than bedrooms from', function (p) {
      if (p?.bedrooms_min != null && p?.bedrooms_max != null && p.bedrooms_max < p.bedrooms_min)
        return this.createError({
          path: 'bedrooms_max',
          message: 'Bedrooms to must not be less than bedrooms from',
        });
      return true;
    })
    .test('plan-handover', 'Due dates must be in order', function (p) {
      const problem = planAgainstHandover(p?.payment_plan, p?.handover_year, p?.handover_quarter);
      return problem ? this.createError(problem) : true;
    })
    .test('size-order', 'Size to must not be less than size from', function (p) {
      if (p?.size_sqft_min != null && p?.size_sqft_max != null && p.size_sqft_max < p.size_sqft_min)
        return this.createError({
          path: 'size_sqft_max',
          message: 'Size to must not be less than size from',
        });
      return true;
    }),
  ['title', 'description', 'highlights', 'seo_title', 'seo_description'],
);
export type ProjectInput = InferType<typeof projectSchema>;
