import { resourceEvents } from '../resources/events';
import { unitLabel } from './audit';

const OP = { created: 'create', changed: 'update', deleted: 'delete' } as const;

/** The project's history shows a unit's edits too (issue 30): after the unit's own audit line, one on its project. */
export function subscribeUnitAudit(): void {
  resourceEvents.on('units', ['created', 'changed', 'deleted'], 'units:project-audit', (e) => {
    const { actor } = e;
    if (!actor) return;
    const unit = e.kind === 'deleted' ? e.previous : e.record;
    e.afterCommit(() =>
      actor.app.audit(actor.request, `unit-${OP[e.kind]}`, 'projects', Number(unit.project_id), { unit_id: Number(unit.id), unit: unitLabel({ unit_number: String(unit.unit_number), building: String(unit.building ?? '') }) }),
    );
  });
}
