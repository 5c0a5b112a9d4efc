import { Card, CardContent, Checkbox, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useCanAccess, useGetList, useLocaleState, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { TaskAddForm } from './TaskAddForm';
import { dueText } from './dueText';
import { LeadFollowUps } from '../follow-ups/LeadFollowUps';

/** Open tasks first, then the done ones; the panel shows this many (the Tasks list has the rest). */
const SHOWN = 50;

/** The lead's tasks (issue 40 item 3): add one, tick one done; its follow-up plans below. For the lead screen, on a phone too. */
export function LeadTasks() {
  const lead = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccess({ resource: 'tasks', action: 'list' });
  const { canAccess: canAdd } = useCanAccess({ resource: 'tasks', action: 'create' });
  const { data = [], refetch } = useGetList('tasks', { filter: { lead_id: lead?.id }, sort: { field: 'due_at', order: 'ASC' }, pagination: { page: 1, perPage: SHOWN } }, { enabled: !!lead?.id && !!canAccess });
  const [update] = useUpdate();
  if (!lead || !canAccess) return null;
  const now = new Date().toISOString();
  const sorted = [...data].sort((a, b) => Number(!!a.done_at) - Number(!!b.done_at));
  const toggle = (task: Record<string, any>) =>
    update('tasks', { id: task.id, data: { ...task, done_at: task.done_at ? null : new Date().toISOString() }, previousData: task }, { mutationMode: 'pessimistic', onSuccess: () => void refetch() });
  return (
    <Card variant="outlined" component="section" aria-labelledby="lead-tasks-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="lead-tasks-heading" gutterBottom>
          {translate('oasis.tasks.heading')}
        </Typography>
        {canAdd && <TaskAddForm leadId={Number(lead.id)} onAdded={() => void refetch()} />}
        {sorted.length === 0 && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('oasis.tasks.none')}</Typography>}
        <List dense data-testid="lead-tasks">
          {sorted.map((task) => {
            const overdue = !task.done_at && task.due_at < now;
            return (
              <ListItem key={task.id} disablePadding sx={{ minHeight: 48 }}>
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <Checkbox edge="start" checked={!!task.done_at} onChange={() => toggle(task)} slotProps={{ input: { 'aria-label': translate(task.done_at ? 'oasis.tasks.undo' : 'oasis.tasks.mark_done', { title: task.title }) } }} />
                </ListItemIcon>
                <ListItemText
                  primary={task.title}
                  secondary={`${overdue ? `${translate('oasis.tasks.overdue')} · ` : ''}${dueText(task.due_at, locale)}`}
                  slotProps={{ primary: { sx: { textDecoration: task.done_at ? 'line-through' : undefined, overflowWrap: 'anywhere' } }, secondary: { color: overdue ? 'error' : undefined } }}
                />
              </ListItem>
            );
          })}
        </List>
        <LeadFollowUps />
      </CardContent>
    </Card>
  );
}
