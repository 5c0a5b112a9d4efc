import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { useAdminPaths } from '../common/paths';

/**
 * What the duplicate notice and the merged-lead notice share (issue 28 item 4): the lead on screen, its merge texts,
 * the link to another lead (its edit screen for staff who may edit), and one read of the lead's `duplicates` or
 * `merge` answer while `wanted` holds (null until it arrives, and when not wanted).
 */
export function useMergeScreen<T>(path: 'duplicates' | 'merge', wanted: (record: RaRecord) => boolean) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const { editPath, showPath } = useAdminPaths();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  const [data, setData] = useState<T | null>(null);
  const on = !!record?.id && wanted(record);

  useEffect(() => {
    if (!on || !record?.id) return setData(null);
    let live = true;
    api
      .get<{ data: T }>(`/api/${resource}/${record.id}/${path}`)
      .then(({ data: answer }) => live && setData(answer.data))
      .catch((e) => live && notify(errorMessage(e), { type: 'error' }));
    return () => {
      live = false;
    };
  }, [on, record?.id, record?.merged_into_id, resource, path, notify]);

  return {
    record,
    resource,
    canEdit: !!canEdit,
    data,
    leadPath: (id: number) => (canEdit ? editPath(resource, id) : showPath(resource, id)),
    t: (key: string, args?: Record<string, unknown>) => translate(`oasis.merge.${key}`, args),
  };
}
