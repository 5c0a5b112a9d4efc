import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../../src/api/client';

/**
 * A button's call to the server from a record screen: busy while it runs, the server's message when it fails, a
 * success notice (the action may compute it from the answer) and the screen refreshed when it succeeds.
 */
export function useStaffAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async <T>(action: () => Promise<T>, success?: (result: T) => string | null) => {
    setBusy(true);
    try {
      const result = await action();
      const message = success?.(result);
      if (message) notify(message, { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
