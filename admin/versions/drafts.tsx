import axios from 'axios';
import { SelectInput } from 'react-admin';

/** The pending draft of a published record as the edit form's record carries it (GET ?with_draft=1, decision 025). */
export interface DraftSummary {
  revision: number;
  base_version: number;
  fields: string[];
  user_name: string | null;
  updated_at: string;
}

export const draftOf = (record: Record<string, unknown> | undefined): DraftSummary | null => (record?.draft as DraftSummary | null | undefined) ?? null;

/** An axios error in the shape react-admin's HttpError has (status, body), for the conflict state. */
export const asHttpError = (e: unknown) =>
  axios.isAxiosError(e) ? { status: e.response?.status, body: e.response?.data, message: (e.response?.data as { message?: string } | undefined)?.message ?? e.message } : e;

/** List filter (issue 31): records with (or without) unpublished changes (has_draft). */
export const hasDraftFilter = (
  <SelectInput
    key="has_draft"
    source="has_draft"
    label="Unpublished changes"
    choices={[
      { id: 'true', name: 'Has a draft' },
      { id: 'false', name: 'No draft' },
    ]}
  />
);
