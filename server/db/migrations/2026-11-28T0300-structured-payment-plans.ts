import type { Kysely } from 'kysely';

/**
 * Issue 39 item 3: stored payment plans of the old shape (milestones with a label and a free-text trigger, no due
 * rule) become structured where every milestone reads unambiguously; any other plan is left exactly as stored and
 * staff see the "old plan" warning until they structure it. Frozen in time: the reading rules live here.
 */

type Due = Record<string, string | number>;
interface OldMilestone {
  label?: unknown;
  percent?: unknown;
  trigger?: unknown;
  due?: unknown;
}

/** Labels that only repeat what the rule says: dropped, so the site names the milestone in every language. */
const GENERIC = /^(down ?payment|booking|reservation( deposit)?|instalment \d+|installment \d+|on handover|handover|on completion|monthly instalments?|post[- ]handover instalment \d+)$/i;

/** One old milestone as a due rule, or null when its words do not say when it is due beyond doubt. */
export function dueOf(m: OldMilestone): Due | null {
  const label = typeof m.label === 'string' ? m.label.trim() : '';
  const trigger = typeof m.trigger === 'string' ? m.trigger.trim() : '';
  const text = `${label} | ${trigger}`.toLowerCase();
  const percent = Number(m.percent);
  let match: RegExpMatchArray | null;
  if ((match = /\b(\d{1,3}) monthly instal?lments? of (\d+(?:\.\d+)?)%(?:, starting (one|\d+) months? after booking)?/.exec(text))) {
    const count = Number(match[1]);
    if (Math.abs(count * Number(match[2]) - percent) > 0.01) return null;
    const start = match[3] === undefined || match[3] === 'one' ? 1 : Number(match[3]);
    return { at: 'monthly', every_months: 1, count, start_months_after_booking: start };
  }
  if ((match = /\b(\d{1,3})% construction( completion)?\b/.exec(text))) return { at: 'construction', construction_pct: Number(match[1]) };
  if ((match = /\b(\d{1,3}) months after (handover|completion)\b/.exec(text))) return { at: 'after_handover', every_months: Number(match[1]), count: 1 };
  if (/post[- ]?handover|after handover/.test(text)) return null;
  if (/\b(on (signing|booking|reservation)|down ?payment|reservation (deposit|form)|booking)\b/.test(text) && !/handover|completion|construction|transfer/.test(text)) return { at: 'booking' };
  if (/\b(on handover|on completion|title transfer|on transfer)\b/.test(text) || /^on handover$/i.test(label)) return { at: 'handover' };
  return null;
}

/** An old plan as a structured one, or null when any milestone is unclear (then it is kept as it is). */
export function structuredFromOld(plan: unknown): { label: string | null; milestones: { label: string | null; percent: number; due: Due }[] } | null {
  if (!plan || typeof plan !== 'object') return null;
  const p = plan as { label?: unknown; milestones?: unknown };
  if (!Array.isArray(p.milestones) || p.milestones.length === 0) return null;
  const list = p.milestones as OldMilestone[];
  if (list.every((m) => m && typeof m === 'object' && m.due && typeof m.due === 'object')) return null; // structured already
  const out = [];
  for (const m of list) {
    if (!m || typeof m !== 'object' || !Number.isFinite(Number(m.percent)) || Number(m.percent) <= 0) return null;
    const due = dueOf(m);
    if (!due) return null;
    const label = typeof m.label === 'string' && m.label.trim() && !GENERIC.test(m.label.trim()) ? m.label.trim() : null;
    out.push({ label, percent: Number(m.percent), due });
  }
  const total = out.reduce((s, m) => s + m.percent, 0);
  if (Math.abs(total - 100) > 0.01) return null;
  // Construction stages must rise in the plan's order, as the schema requires.
  const stages = out.filter((m) => m.due.at === 'construction').map((m) => Number(m.due.construction_pct));
  if (stages.some((s, i) => i > 0 && s <= stages[i - 1])) return null;
  return { label: typeof p.label === 'string' && p.label.trim() ? p.label.trim() : null, milestones: out };
}

export async function up(db: Kysely<any>): Promise<void> {
  let after = 0;
  // In pages by id: the table may be large; each converted plan is one small update.
  for (;;) {
    const rows = await db.selectFrom('projects').select(['id', 'payment_plan']).where('id', '>', after).where('payment_plan', 'is not', null).orderBy('id').limit(500).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      after = Number(row.id);
      let stored: unknown = row.payment_plan;
      if (typeof stored === 'string') {
        try {
          stored = JSON.parse(stored);
        } catch {
          continue;
        }
      }
      const structured = structuredFromOld(stored);
      if (structured) await db.updateTable('projects').set({ payment_plan: JSON.stringify(structured) }).where('id', '=', row.id).execute();
    }
  }
}

/** Nothing to undo safely: a structured plan is still a valid plan for the old code's readers (label and percent kept). */
export async function down(): Promise<void> {}
