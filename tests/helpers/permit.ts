/**
 * A complete, valid advertising permit for test projects that are published through the REST API (issue 30 item 3:
 * publishing without one is refused). The expiry is far ahead so no test's clock reaches it.
 */
export const VALID_PERMIT = {
  permit_number: '7123456789',
  permit_expires_on: '2099-12-31',
  permit_qr_url: 'https://trakheesi.dubailand.gov.ae/rev/madmoun/test',
  dld_project_number: '3112',
  escrow_bank: 'Emirates NBD',
  escrow_account: '10234567890',
};
