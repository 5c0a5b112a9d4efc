import { array, object, type InferType } from 'yup';
import { ACTIVITY_KINDS, type ActivityKind } from './activity';
import { INVESTMENT_TIMELINES } from './enquiry';
import { int } from './fields';

/**
 * The lead score's rules (issue 28), edited in Lead Settings and checked by the same schema on the server:
 * points per kind of activity (fading with a half-life), points per budget band (the highest band the budget
 * reaches), points per investment timeline (in the order of INVESTMENT_TIMELINES), and the hot threshold.
 */
export const DEFAULT_SCORE_RULES = {
  weights: { project_view: 5, return_visit: 10, brochure: 15, calculator: 10, shortlist: 8, compare: 5, alert: 10, visa_check: 10 } as Record<ActivityKind, number>,
  budget_bands: [
    { min_aed: 1_000_000, points: 5 },
    { min_aed: 3_000_000, points: 15 },
    { min_aed: 10_000_000, points: 25 },
  ],
  timeline_points: [25, 15, 10, 5, 0],
  half_life_days: 7,
  hot_threshold: 60,
};

const points = (label: string) => int(label, 0, 1000).required(`${label} is required`);

export const leadScoreRulesSchema = object({
  weights: object(Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, points(`Points for ${k.replace('_', ' ')}`).default(DEFAULT_SCORE_RULES.weights[k])]))),
  budget_bands: array(
    object({
      min_aed: int('Budget from (AED)', 0, 1_000_000_000).required('Budget from is required'),
      points: points('Points of the band'),
    }),
  )
    .max(20, 'At most 20 budget bands')
    .default(DEFAULT_SCORE_RULES.budget_bands),
  timeline_points: array(points('Points of the timeline'))
    .length(INVESTMENT_TIMELINES.length, `Give points for each of the ${INVESTMENT_TIMELINES.length} timelines`)
    .default(DEFAULT_SCORE_RULES.timeline_points),
  half_life_days: int('Half-life', 1, 365).required('Half-life is required').default(DEFAULT_SCORE_RULES.half_life_days),
  hot_threshold: int('Hot threshold', 1, 100_000).required('Hot threshold is required').default(DEFAULT_SCORE_RULES.hot_threshold),
})
  .default(DEFAULT_SCORE_RULES)
  .meta({ json: true });

export type LeadScoreRules = InferType<typeof leadScoreRulesSchema>;
