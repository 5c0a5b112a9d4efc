import { object, string } from 'yup';
import { int, isoDate, optionalText, reference, requiredText } from './fields';

/** A unit's sale status (issue 30): held and reserved are reached only through the hold actions, never typed. */
export const UNIT_STATUSES = ['available', 'held', 'reserved', 'sold', 'unreleased'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** What a price list or a staff edit may set directly. */
export const TYPED_UNIT_STATUSES = ['available', 'sold', 'unreleased'] as const;
/** How a project's page shows its inventory: counts per unit type, or every available unit. */
export const UNITS_DISPLAYS = ['counts', 'list'] as const;

const typedStatus = () =>
  string()
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
    .oneOf([...TYPED_UNIT_STATUSES, ...UNIT_STATUSES], `Status must be one of: ${TYPED_UNIT_STATUSES.join(', ')}`)
    .default('available');

/** One unit of a project's price list: the back-office form, the REST router and every imported row use it. */
export const unitSchema = object({
  project_id: reference('Project').required('Project is required'),
  unit_number: requiredText('Unit number', 40),
  building: optionalText(80).transform((v: unknown) => (v == null ? '' : v)).default(''),
  floor: int('Floor', -5, 300),
  type: requiredText('Unit type', 120),
  bedrooms: int('Bedrooms', 0, 10).required('Bedrooms are required'),
  size_sqft: int('Size (sq ft)', 100, 200_000),
  view: optionalText(120),
  price_aed: int('Price (AED)', 100_000, 1_000_000_000),
  status: typedStatus(),
});

/** POST /api/units/:id/hold */
export const unitHoldSchema = object({
  lead_id: reference('Lead').required('Choose the lead the unit is held for'),
});

/** POST /api/units/:id/reserve: the booking fee has been received, on this date. */
export const unitReserveSchema = object({
  booking_fee_date: isoDate('Booking fee date').required('Booking fee date is required'),
});

/** The hold length (a column of the settings row, staff edit it). */
export const unitSettingsSchema = object({
  unit_hold_hours: int('Hold length (hours)', 1, 720).required('Hold length (hours) is required'),
});

export const unitsDisplaySchema = string().oneOf([...UNITS_DISPLAYS], 'Show units must be "counts" or "list"').default('counts');
