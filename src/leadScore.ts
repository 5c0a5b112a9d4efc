import { DEFAULT_SCORE_RULES, leadScoreRulesSchema, type LeadScoreRules } from './schemas/lead-score';
import { INVESTMENT_TIMELINES } from './schemas/enquiry';

const DAY_MS = 86_400_000;

/** The stored rules (JSON text of Lead Settings), or the defaults when none or unreadable. */
export function scoreRules(stored: string | null | undefined): LeadScoreRules {
  // Read on every lead (twice per enquiry): the last text's rules are kept, since checking them with the schema
  // costs more than the rest of the scoring. Frozen, so no caller can change the copy the next one gets.
  const text = stored ?? null;
  if (lastRules && lastRules.text === text) return lastRules.rules;
  // A copy: yup hands back the very objects it was given when they need no change (DEFAULT_SCORE_RULES's).
  const rules = deepFreeze(structuredClone(readRules(text)));
  lastRules = { text, rules };
  return rules;
}

let lastRules: { text: string | null; rules: LeadScoreRules } | null = null;

function readRules(stored: string | null): LeadScoreRules {
  try {
    return leadScoreRulesSchema.validateSync(stored ? JSON.parse(stored) : DEFAULT_SCORE_RULES) as LeadScoreRules;
  } catch {
    return leadScoreRulesSchema.validateSync(DEFAULT_SCORE_RULES) as LeadScoreRules;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Points an event of this kind at this time is worth at `now`: its weight halved every half-life. */
export function eventPoints(rules: LeadScoreRules, kind: string, at: number, now: number): number {
  const weight = (rules.weights as Record<string, number | undefined>)[kind] ?? 0;
  return weight * 0.5 ** (Math.max(0, now - at) / (rules.half_life_days * DAY_MS));
}

/** The decayed activity sum known at `then`, carried to `now` (no need to reread the history). */
export const decayTo = (rules: LeadScoreRules, activity: number, then: number, now: number) => activity * 0.5 ** (Math.max(0, now - then) / (rules.half_life_days * DAY_MS));

/** Points of what the lead said: the highest budget band its budget reaches, and its investment timeline. */
export function profilePoints(rules: LeadScoreRules, budgetAed: number | null, timeline: string | null): number {
  let budget = 0;
  if (budgetAed != null && Number.isFinite(budgetAed)) for (const band of rules.budget_bands) if (budgetAed >= band.min_aed) budget = Math.max(budget, band.points);
  const t = timeline ? INVESTMENT_TIMELINES.indexOf(timeline) : -1;
  return budget + (t >= 0 ? (rules.timeline_points[t] ?? 0) : 0);
}

/** The score shown and sorted on: profile points plus decayed activity, rounded. */
export const leadScore = (profile: number, activity: number) => Math.round(profile + activity);
