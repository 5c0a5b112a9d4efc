import { handoverDay, isCalendarDay } from './calendar';
import type { ProjectTiming } from './schedule';

/** The facts of a project a plan's schedule reads: handover at the end of its quarter, and the last inspected progress. */
export function projectTiming(p: {
  status?: string | null;
  handover_year?: number | null;
  handover_quarter?: number | null;
  construction_completion_pct?: number | null;
  construction_completion_on?: string | null;
}): ProjectTiming {
  const on = p.construction_completion_on?.slice(0, 10);
  return {
    handover: handoverDay(p.handover_year, p.handover_quarter),
    ready: p.status === 'ready',
    progress: p.construction_completion_pct != null && isCalendarDay(on) ? { pct: Number(p.construction_completion_pct), on } : null,
  };
}
