import { array, boolean, number, object } from 'yup';
import { DEFAULT_GOLDEN_VISA_RULES, type GoldenVisaRules } from '../golden-visa';

/** The Golden Visa rules staff edit (settings.golden_visa_rules, JSON): issue 26 item 2. */
export const goldenVisaRulesSchema = object({
  thresholdAed: number()
    .typeError('Golden Visa threshold must be a number')
    .integer('Golden Visa threshold must be a whole number of AED')
    .min(100_000, 'Golden Visa threshold must be at least AED 100,000')
    .max(100_000_000, 'Golden Visa threshold must be at most AED 100,000,000')
    .required('Golden Visa threshold is required')
    .default(DEFAULT_GOLDEN_VISA_RULES.thresholdAed),
  offPlanApprovedDevelopersOnly: boolean().typeError('Off-plan rule must be true or false').required().default(DEFAULT_GOLDEN_VISA_RULES.offPlanApprovedDevelopersOnly),
  mortgageNeedsNoc: boolean().typeError('Mortgage rule must be true or false').required().default(DEFAULT_GOLDEN_VISA_RULES.mortgageNeedsNoc),
})
  .default(DEFAULT_GOLDEN_VISA_RULES)
  .meta({ json: true });

/** Stored rules as the site and the server use them: the defaults when missing or not valid (a hand-edited row). */
export function storedGoldenVisaRules(stored: unknown): GoldenVisaRules {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return DEFAULT_GOLDEN_VISA_RULES;
    }
  }
  if (!value || typeof value !== 'object') return DEFAULT_GOLDEN_VISA_RULES;
  try {
    return goldenVisaRulesSchema.validateSync(value, { stripUnknown: true }) as GoldenVisaRules;
  } catch {
    return DEFAULT_GOLDEN_VISA_RULES;
  }
}

const yesNo = (label: string) => boolean().typeError(`${label} must be yes or no`).default(false);

/** What the visitor's check sends with an enquiry: the properties; the server applies the rules again. */
export const goldenVisaCheckSchema = object({
  properties: array(
    object({
      valueAed: number().typeError('Property value must be a number').min(1, 'Property value must be more than 0').max(10_000_000_000, 'Property value is too large').required('Property value is required'),
      sharePct: number().typeError('Your share must be a number').min(0.01, 'Your share must be more than 0%').max(100, 'Your share must be at most 100%').required('Your share is required'),
      offPlan: yesNo('Off-plan'),
      developerApproved: yesNo('Approved developer'),
      mortgaged: yesNo('Mortgaged'),
      bankNoc: yesNo('Bank no-objection letter'),
    }),
  )
    .min(1, 'Add at least one property')
    .max(20, 'At most 20 properties')
    .required('Add at least one property'),
});

/** The optional check beside an enquiry's fields. */
export const enquiryGoldenVisaSchema = object({ golden_visa: goldenVisaCheckSchema.nullable().default(null) });
