import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import { api } from '../../src/api/client';

interface Presence {
  user_id: number;
  user_name: string | null;
  since: string;
}

/** Issue 31: while the edit screen is open it says so every 20 s, and shows who else has the record open, since when. */
export function PresenceNotice() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const id = record?.id;
  const versioned = record?.version !== undefined;
  const [others, setOthers] = useState<Presence[]>([]);
  useEffect(() => {
    if (id == null || !versioned) return;
    let alive = true;
    const beat = () =>
      api
        .post<{ others: Presence[] }>(`/api/${resource}/${id}/presence`, {})
        .then(({ data }) => alive && setOthers(data.others))
        .catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, 20_000);
    return () => {
      alive = false;
      window.clearInterval(timer);
      api.delete(`/api/${resource}/${id}/presence`).catch(() => undefined);
    };
  }, [resource, id, versioned]);
  if (!others.length) return null;
  return (
    <Alert severity="info" data-testid="presence-notice" sx={{ width: '100%', mb: 1 }}>
      Also editing: {others.map((o) => `${o.user_name ?? 'someone'} (since ${new Date(o.since).toLocaleTimeString()})`).join(', ')}
    </Alert>
  );
}
