import type { ChangedEvent, WriteCheck } from '../resources/events';
import { validationFailed } from '../errors';
import { dubaiDate, permitExpired, publishProblems } from '../../src/schemas/compliance';
import { COMPLIANCE_FIELDS } from './columns';
import { sameValue } from '../lib/same-value';

type Row = Record<string, unknown>;

/**
 * Staff saves of a project (issue 30 item 3, decision 019): a project is published only with its permit, QR code,
 * DLD project number and (off-plan) escrow account; a 422 names every missing field, so the back-office shows each
 * under its input. A project already published is checked again when one of those fields changes, so a permit
 * cannot be blanked out from a live advert. A project the expiry job unpublished is published again by entering a
 * new permit (a later expiry date), as the issue asks: "unpublishes itself until a new permit is entered".
 */
export const checkPublishable: WriteCheck = ({ op, data, existing }) => {
  if (op === 'delete' || !data) return;
  const today = dubaiDate();
  const renewed = !!existing?.permit_lapsed_at && !!data.permit_expires_on && !sameValue(data.permit_expires_on, existing.permit_expires_on) && !permitExpired(String(data.permit_expires_on), today);
  const publishing = !!data.published || renewed;
  if (!publishing) return;
  const wasPublished = !!existing?.published;
  const touched = !existing || COMPLIANCE_FIELDS.some((f) => !sameValue(data[f], existing[f]));
  if (!wasPublished || touched) {
    const problems = publishProblems(data, today);
    if (Object.keys(problems).length) {
      // A lapsed project whose new permit is still incomplete stays unpublished; the save itself is refused only when publishing was asked.
      if (!data.published) return;
      throw validationFailed(problems);
    }
  }
  return renewed ? { published: true, permit_lapsed_at: null } : existing?.permit_lapsed_at ? { permit_lapsed_at: null } : undefined;
};

/** The audit log says why a project came back: its new permit. */
export async function auditRenewal({ actor, record, previous }: ChangedEvent): Promise<void> {
  if (!actor || !previous.permit_lapsed_at || record.permit_lapsed_at || !record.published) return;
  await actor.app.audit(actor.request, 'republish', 'projects', Number(record.id), { reason: 'new permit', permit_number: record.permit_number, permit_expires_on: record.permit_expires_on } satisfies Row);
}
