/** Fields whose change re-checks a published project. */
export const COMPLIANCE_FIELDS = ['status', 'permit_number', 'permit_expires_on', 'permit_qr', 'permit_qr_url', 'dld_project_number', 'escrow_bank', 'escrow_account'] as const;
