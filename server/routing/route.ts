import { LANGUAGE_INFO, LANGUAGES, type Language } from '../../src/i18n/languages';
import { routingRuleSchema, staffAvailabilitySchema, type RoutingRule, type StaffAvailability } from '../../src/schemas/routing';
import { array } from 'yup';

/**
 * Routing, second version (issue 28): who may take a lead now (languages, working hours in their own time zone,
 * leave dates, pause), which rule applies (page language, budget band, project, area; first match wins), and the
 * decision as one sentence written on the lead ("Arabic page -> rule 'Arabic speakers' -> Layla (Ahmed on leave)").
 */

export interface RoutingPerson { id: number; name: string; email: string; role: string; availability: string | null }
export interface LeadFacts { lang: Language; budgetAed: number | null; projectId: number | null; areaId: number | null }

const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** The page's language from its path (/ar/project/...: Arabic; no prefix: English). */
export function pageLanguage(sourcePath: string | null | undefined): Language {
  const first = (sourcePath ?? '').split(/[/?#]/)[1] ?? '';
  return (LANGUAGES as readonly string[]).includes(first) ? (first as Language) : 'en';
}

/**
 * Parsed availabilities by their stored text: routing asks for every candidate on every lead, and yup's check costs
 * far more than the lookup. Frozen (a caller changing one would change it for everybody); bounded by a clear.
 */
const availabilities = new Map<string, Readonly<StaffAvailability> | null>();
const MAX_KEPT = 1000;

export function parseAvailability(json: string | null | undefined): Readonly<StaffAvailability> | null {
  if (!json) return null;
  const kept = availabilities.get(json);
  if (kept !== undefined) return kept;
  let parsed: Readonly<StaffAvailability> | null;
  try {
    const a = staffAvailabilitySchema.validateSync(JSON.parse(json)) as StaffAvailability | null;
    parsed = a && Object.freeze({ ...a, work_days: Object.freeze([...a.work_days]), leave: Object.freeze([...a.leave]) } as StaffAvailability);
  } catch {
    parsed = null;
  }
  if (availabilities.size >= MAX_KEPT) availabilities.clear();
  availabilities.set(json, parsed);
  return parsed;
}

/** One formatter per time zone (a few hundred exist; building one costs far more than using it). */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock;
}

export function parseRoutingRules(json: string | null | undefined): RoutingRule[] {
  try {
    return array(routingRuleSchema).validateSync(JSON.parse(json ?? '[]')) ?? [];
  } catch {
    return [];
  }
}

/** Why a person cannot take a lead at `now` ("on leave", "paused", "off today", "outside hours"), or null. */
export function unavailableBecause(person: RoutingPerson, now: number): string | null {
  const a = parseAvailability(person.availability);
  if (!a) return null;
  if (a.paused) return 'paused';
  const parts = Object.fromEntries(
    clockIn(a.time_zone)
      .formatToParts(new Date(now))
      .map((p) => [p.type, p.value]),
  );
  if (a.leave.includes(`${parts.year}-${parts.month}-${parts.day}`)) return 'on leave';
  if (!a.work_days.includes(WEEKDAY[parts.weekday])) return 'off today';
  const time = `${parts.hour}:${parts.minute}`;
  if (time < a.work_start || time >= a.work_end) return 'outside hours';
  return null;
}

const matches = (rule: RoutingRule, lead: LeadFacts) =>
  (rule.language == null || rule.language === lead.lang) &&
  (rule.min_budget_aed == null || (lead.budgetAed != null && lead.budgetAed >= rule.min_budget_aed)) &&
  (rule.max_budget_aed == null || (lead.budgetAed != null && lead.budgetAed <= rule.max_budget_aed)) &&
  (rule.project_id == null || rule.project_id === lead.projectId) &&
  (rule.area_id == null || rule.area_id === lead.areaId);

const why = (skipped: Array<[RoutingPerson, string]>) => (skipped.length ? ` (${skipped.map(([p, r]) => `${p.name} ${r}`).join(', ')})` : '');

/**
 * The first rule that matches picks among its available people, the next after `lastId` in the rule's order;
 * nobody available -> the fallback owner. No rule matching -> null (the caller's earlier routing applies).
 */
export function routeByRules(rules: RoutingRule[], lead: LeadFacts, staff: RoutingPerson[], opts: { now: number; lastId: number | null; fallbackId: number | null }): { assignee: RoutingPerson | null; note: string } | null {
  const rule = rules.find((r) => matches(r, lead));
  if (!rule) return null;
  const people = rule.assignee_ids.map((id) => staff.find((u) => u.id === id)).filter((u): u is RoutingPerson => !!u);
  const skipped: Array<[RoutingPerson, string]> = [];
  const available = people.filter((p) => {
    const reason = unavailableBecause(p, opts.now);
    if (reason) skipped.push([p, reason]);
    return !reason;
  });
  const head = `${LANGUAGE_INFO[lead.lang].englishName} page -> rule '${rule.name}'`;
  if (available.length) {
    const at = available.findIndex((p) => p.id === opts.lastId);
    const pick = at >= 0 ? available[(at + 1) % available.length] : available[0];
    return { assignee: pick, note: `${head} -> ${pick.name}${why(skipped)}` };
  }
  const fallback = staff.find((u) => u.id === opts.fallbackId) ?? null;
  return { assignee: fallback, note: `${head} -> nobody available${why(skipped)} -> ${fallback ? `fallback owner ${fallback.name}` : 'unassigned (no fallback owner set)'}` };
}

/** Among people (round-robin order), the next available one after lastId, with the sentence of who was skipped. */
export function nextAvailable(people: RoutingPerson[], now: number, lastId: number): { pick: RoutingPerson | null; skipped: string } {
  const skipped: Array<[RoutingPerson, string]> = [];
  const ordered = [...people.filter((u) => u.id > lastId), ...people.filter((u) => u.id <= lastId)];
  for (const p of ordered) {
    const reason = unavailableBecause(p, now);
    if (!reason) return { pick: p, skipped: why(skipped) };
    skipped.push([p, reason]);
  }
  return { pick: null, skipped: why(skipped) };
}
