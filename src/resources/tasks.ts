import { object } from 'yup';
import { isoDate, optionalText, reference, requiredText } from '../schemas/fields';
import { define } from './define';

/**
 * A salesperson's to-do on a lead (issue 40 item 3): call back, send the brochure, confirm the viewing. Due tasks
 * fill "My day" on the dashboard and remind their assignee (else the lead's salesperson) once by e-mail and in the
 * back-office (server/tasks/). `created_by` and `reminded_at` are the server's, never taken from a client.
 */
export const tasks = define({
  name: 'tasks',
  table: 'tasks',
  label: { one: { en: 'Task', ru: 'Задача' }, many: { en: 'Tasks', ru: 'Задачи' } },
  fields: object({
    // No foreign key: a task outlives a lead that is merged or erased; the server checks the lead exists on write.
    lead_id: reference('Lead').nonNullable('Lead is required').required('Lead is required').meta({ example: 1 }),
    title: requiredText('Title', 200),
    due_at: isoDate('Due').nonNullable('Due is required').required('Due is required').meta({ example: '2026-12-01T09:00:00.000Z' }),
    assignee_id: reference('Assignee'),
    done_at: isoDate('Done'),
    note: optionalText(2000),
    created_by: reference('Created by'),
    reminded_at: isoDate('Reminded'),
  }),
  fieldLabels: {
    lead_id: { en: 'Lead', ru: 'Лид' },
    title: { en: 'Task', ru: 'Задача' },
    due_at: { en: 'Due', ru: 'Срок' },
    assignee_id: { en: 'Assignee', ru: 'Исполнитель' },
    done_at: { en: 'Done', ru: 'Выполнена' },
    note: { en: 'Note', ru: 'Заметка' },
    created_by: { en: 'Created by', ru: 'Создал' },
    reminded_at: { en: 'Reminded', ru: 'Напоминание' },
  },
  serverFields: ['created_by', 'reminded_at'],
  access: 'lead-work',
  public: false,
  list: { columns: ['title', 'lead_id', 'due_at', 'assignee_id', 'done_at'], search: ['title', 'note'], sort: ['due_at', 'ASC'] },
  menu: { group: 'Follow-up', order: 1 },
  cache: 'site',
  features: { versions: false },
  // Staff's own work, none in the demo content.
  demo: [],
});
