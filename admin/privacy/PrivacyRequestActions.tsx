import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { api } from '../../src/api/client';
import { useStaffAction } from '../common/useStaffAction';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useTr } from '../common/useTr';
import { downloadBlob } from '../common/download';

/**
 * The one action a confirmed request needs: export everything held about the address as a JSON file, or
 * erase it (after a confirmation; the rows stay for the statistics, their personal fields are anonymised).
 */
export function PrivacyRequestActions() {
  const record = useRecordContext<RaRecord & { kind: string; status: string; email: string | null; lead_id: number | null }>();
  const tr = useTr();
  const [asking, setAsking] = useState(false);
  const { busy, run } = useStaffAction();
  // Nothing left to do: unconfirmed, or erased (a request staff recorded for a lead has no address to begin with).
  if (!record || record.status === 'unconfirmed' || (record.kind === 'erase' && record.status === 'done') || (!record.email && record.lead_id == null)) return null;

  const exportData = () =>
    run(async () => {
      const { data } = await api.get<Blob>(`/api/privacy-requests/${record.id}/export`, { responseType: 'blob' });
      downloadBlob(data, `personal-data-request-${record.id}.json`);
    });
  const erase = async () => {
    const done = await run(
      () => api.post<{ data: { rows: Record<string, number> } }>(`/api/privacy-requests/${record.id}/erase`),
      ({ data }) => tr('Erased: %{rows} rows anonymised', { rows: Object.values(data.data.rows).reduce((a, b) => a + b, 0) }),
    );
    if (done) setAsking(false);
  };

  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Button size="small" variant="outlined" onClick={() => void exportData()} disabled={busy} sx={{ minHeight: 40 }}>
        {tr('Export JSON')}
      </Button>
      {record.kind === 'erase' && (
        <Button size="small" variant="contained" color="error" onClick={() => setAsking(true)} disabled={busy} sx={{ minHeight: 40 }}>
          {tr('Erase')}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={tr('Erase this person\'s data?')}
        body={tr('Their name, e-mail, phone and messages are anonymised in every lead, delivery, audit entry and activity record. Counts and statistics stay. This cannot be undone.')}
        confirm={tr('Erase')}
        cancel={tr('Cancel')}
        busy={busy}
        danger
        onConfirm={() => void erase()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
