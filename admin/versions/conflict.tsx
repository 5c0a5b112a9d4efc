import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';

/** The 409 of a stale save (server/resources/record-versions.ts conflictError, decision 017). */
export interface Conflict {
  message: string;
  your_version: number;
  current_version: number;
  changes: { version: number; op: string; fields: string[]; user_name: string | null; created_at: string }[];
  changed_fields: { field: string; before?: unknown; after?: unknown }[];
  current: Record<string, unknown>;
  /** The form field that carries the version checked: `draft_version` for a draft's own conflict (decision 025). */
  version_field?: string;
}

export const ConflictContext = createContext<{ conflict: Conflict | null; clear(): void; report(error: unknown): void }>({ conflict: null, clear: () => undefined, report: () => undefined });
export const useConflict = () => useContext(ConflictContext);

/**
 * Editorial safety (issue 31): the edit screen's save error handler. A 409 conflict opens the conflict panel
 * (ConflictPanel, inside the form); anything else is notified as react-admin would.
 */
export function useConflictState() {
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      const e = error as { status?: number; message?: string; body?: Partial<Conflict> & { conflict?: boolean } };
      if (e?.status === 409 && e.body?.conflict) {
        setConflict(e.body as Conflict);
        notify(e.body.message ?? 'Someone else saved this record since you opened it', { type: 'warning' });
        return;
      }
      notify(e?.message || 'ra.notification.http_error', { type: 'error' });
    },
    [notify],
  );
  const value = useMemo(() => ({ conflict, clear: () => setConflict(null), report: onError }), [conflict, onError]);
  return { onError, value };
}
