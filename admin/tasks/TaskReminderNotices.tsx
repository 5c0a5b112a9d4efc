import { useEffect, useRef } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { api } from '../../src/api/client';

/** How often an open back-office asks for new reminders (the job itself looks every minute). */
const POLL_MS = 60_000;

/**
 * The back-office notice of a task that fell due (issue 40 item 3): every open screen of the assignee asks for the
 * reminders sent since it last looked and shows each once as a toast. Rendered once in the layout.
 */
export function TaskReminderNotices() {
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'tasks', action: 'list' });
  const since = useRef(new Date().toISOString());
  useEffect(() => {
    if (!canAccess) return;
    const look = () =>
      api.get<{ data: { id: number; title: string }[]; now: string }>('/api/tasks/reminders', { params: { since: since.current } }).then(
        ({ data }) => {
          since.current = data.now;
          for (const task of data.data) notify('oasis.tasks.reminder', { type: 'warning', messageArgs: { title: task.title } });
        },
        () => undefined, // offline for a moment: the next look catches up
      );
    const timer = setInterval(look, POLL_MS);
    return () => clearInterval(timer);
  }, [canAccess, notify]);
  return null;
}
