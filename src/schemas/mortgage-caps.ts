import { number, object } from 'yup';
import {
  DEFAULT_MORTGAGE_LTV_CAPS,
  type MortgageLtvCaps,
  type Residency,
  type ResidencyLtvCaps,
} from '../mortgage';

/** Labels of the caps, shared by the admin form and the messages below. */
export const LTV_CAP_LABELS: Record<keyof ResidencyLtvCaps, string> = {
  firstHome: 'First home up to the price threshold',
  firstHomeAboveThreshold: 'First home above the price threshold',
  secondHome: 'Second and further homes',
};
export const LTV_BUYER_LABELS: Record<Residency, string> = {
  expat: 'Expatriates',
  national: 'UAE nationals',
  non_resident: 'Non-residents',
};

const percent = (label: string, fallback: number) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole percent`)
    .min(0, `${label} must be 0 to 100%`)
    .max(100, `${label} must be 0 to 100%`)
    .required(`${label} is required`)
    .default(fallback);

const residencyCaps = (residency: Residency) =>
  object({
    firstHome: percent(
      `${LTV_BUYER_LABELS[residency]}, ${LTV_CAP_LABELS.firstHome.toLowerCase()}`,
      DEFAULT_MORTGAGE_LTV_CAPS[residency].firstHome,
    ),
    firstHomeAboveThreshold: percent(
      `${LTV_BUYER_LABELS[residency]}, ${LTV_CAP_LABELS.firstHomeAboveThreshold.toLowerCase()}`,
      DEFAULT_MORTGAGE_LTV_CAPS[residency].firstHomeAboveThreshold,
    ),
    secondHome: percent(
      `${LTV_BUYER_LABELS[residency]}, ${LTV_CAP_LABELS.secondHome.toLowerCase()}`,
      DEFAULT_MORTGAGE_LTV_CAPS[residency].secondHome,
    ),
  });

export const PRICE_THRESHOLD_BOUNDS = { min: 100_000, max: 1_000_000_000 } as const;

/** The loan-to-value caps of the mortgage calculator and the mortgage enquiry (settings.mortgage_ltv_caps). */
export const mortgageLtvCapsSchema = object({
  expat: residencyCaps('expat'),
  national: residencyCaps('national'),
  non_resident: residencyCaps('non_resident'),
  offPlan: percent('Off-plan', DEFAULT_MORTGAGE_LTV_CAPS.offPlan),
  priceThresholdAed: number()
    .typeError('Price threshold must be a number')
    .integer('Price threshold must be a whole number of AED')
    .min(PRICE_THRESHOLD_BOUNDS.min, 'Price threshold must be at least AED 100,000')
    .max(PRICE_THRESHOLD_BOUNDS.max, 'Price threshold must be at most AED 1,000,000,000')
    .required('Price threshold is required')
    .default(DEFAULT_MORTGAGE_LTV_CAPS.priceThresholdAed),
})
  .default(DEFAULT_MORTGAGE_LTV_CAPS)
  .meta({ json: true });

/** Stored caps as the calculator and the server use them: the defaults when missing or not valid (a hand-edited row). */
export function storedMortgageLtvCaps(stored: unknown): MortgageLtvCaps {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return DEFAULT_MORTGAGE_LTV_CAPS;
    }
  }
  if (!value || typeof value !== 'object') return DEFAULT_MORTGAGE_LTV_CAPS;
  try {
    return mortgageLtvCapsSchema.validateSync(value, { stripUnknown: true }) as MortgageLtvCaps;
  } catch {
    return DEFAULT_MORTGAGE_LTV_CAPS;
  }
}
