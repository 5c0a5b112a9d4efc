import { mixed, number, object, string } from 'yup';

/** Which DLD file an upload is (issue 25): the back-office's choice, checked again by the server. */
export const marketUploadSchema = object({
  kind: mixed<'transactions' | 'rents'>().oneOf(['transactions', 'rents'], 'kind must be "transactions" or "rents"').required('kind is required: "transactions" or "rents"'),
});

/** Mapping a DLD area or project name to one of ours (null: not mapped). */
export const marketAreaMappingSchema = object({
  dld_name: string().trim().required('dld_name is required').max(200, 'dld_name must be at most 200 characters'),
  area_id: number().integer('area_id must be a whole number').positive('area_id must be a record id').nullable().defined('area_id is required (null to unmap)'),
});
export const marketProjectMappingSchema = object({
  dld_name: string().trim().required('dld_name is required').max(300, 'dld_name must be at most 300 characters'),
  project_id: number().integer('project_id must be a whole number').positive('project_id must be a record id').nullable().defined('project_id is required (null to unmap)'),
});

/** The minimum sample (issue 25): fewest registered deals or rent contracts behind a figure that is shown. */
export const marketSettingsSchema = object({
  market_min_deals: number()
    .typeError('market_min_deals must be a whole number')
    .integer('market_min_deals must be a whole number')
    .min(1, 'market_min_deals must be at least 1')
    .max(1000, 'market_min_deals must be at most 1,000')
    .required('market_min_deals is required'),
});
