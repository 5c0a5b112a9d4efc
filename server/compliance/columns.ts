import type { Timestamp } from '../db/columns';

/** The projects table's compliance columns (issue 30 item 3; migration 2026-11-26T0200-compliance). */
export interface ProjectComplianceColumns {
  /** YYYY-MM-DD: the Trakheesi permit is valid through this day (Dubai). */
  permit_expires_on: string | null;
  /** The address the DLD QR code opens, when no image of the code is uploaded. */
  permit_qr_url: string | null;
  dld_project_number: string | null;
  escrow_bank: string | null;
  escrow_account: string | null;
  construction_completion_pct: number | null;
  /** YYYY-MM-DD: the inspection the completion figure comes from. */
  construction_completion_on: string | null;
  /** Set when the expiry job unpublished the project; a new permit publishes it again. */
  permit_lapsed_at: Timestamp | null;
  /** The permit expiry date the 14-day notice was sent for (once per permit). */
  permit_notice_for: string | null;
}

/** Fields whose change re-checks a published project. */
export const COMPLIANCE_FIELDS = ['status', 'permit_number', 'permit_expires_on', 'permit_qr', 'permit_qr_url', 'dld_project_number', 'escrow_bank', 'escrow_account'] as const;
