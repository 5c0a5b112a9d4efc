import { array, mixed, object, string } from 'yup';
import { flag, int, optionalText, requiredText, text } from '../schemas/fields';
import { define } from './define';

/** What a plan's step does (issue 40 item 3). */
export const FOLLOW_UP_ACTIONS = ['email', 'whatsapp', 'task'] as const;
export type FollowUpAction = (typeof FOLLOW_UP_ACTIONS)[number];
/** How a plan starts on a lead: by hand from the lead screen, on a new lead from the site, or after N days without an answer. */
export const FOLLOW_UP_TRIGGERS = ['manual', 'new_site_lead', 'no_answer'] as const;
export type FollowUpTrigger = (typeof FOLLOW_UP_TRIGGERS)[number];
/** The visitor languages a step's texts are written in; English is required, the others fall back to it. */
export const FOLLOW_UP_LANGUAGES = ['en', 'ar', 'ru', 'zh'] as const;

const perLanguage = (max: number) => object(Object.fromEntries(FOLLOW_UP_LANGUAGES.map((l) => [l, text(max).nullable().default(null)]))).default({});

/** One step: wait `wait_days` after the previous one (or the start), then send an e-mail, a WhatsApp template or create a task. */
export const followUpStep = object({
  wait_days: int('Wait (days)', 0, 365).nonNullable('Wait (days) is required').default(0),
  action: mixed<FollowUpAction>().oneOf([...FOLLOW_UP_ACTIONS], `Action must be one of ${FOLLOW_UP_ACTIONS.join(', ')}`).required('Action is required'),
  subject: perLanguage(200),
  body: perLanguage(5000),
  whatsapp_template: text(120).nullable().default(null),
  task_title: text(200).nullable().default(null),
}).test('step-texts', function check(step) {
  if (!step) return true;
  const need = (field: string, message: string) => this.createError({ path: `${this.path}.${field}`, message });
  if (step.action === 'email' && !step.subject?.en) return need('subject.en', 'An e-mail step needs an English subject (other languages fall back to it)');
  if (step.action === 'email' && !step.body?.en) return need('body.en', 'An e-mail step needs an English text (other languages fall back to it)');
  if (step.action === 'whatsapp' && !step.whatsapp_template) return need('whatsapp_template', 'A WhatsApp step needs the approved template name');
  if (step.action === 'task' && !step.task_title) return need('task_title', 'A task step needs the task title');
  return true;
});

/**
 * A follow-up plan (issue 40 item 3): a sequence of steps run on a lead until it ends or the lead replies, books or
 * is won or lost (server/follow-ups/). Its runs per lead are the server's (follow_up_runs), not part of the plan.
 */
export const followUpPlans = define({
  name: 'follow-up-plans',
  table: 'follow_up_plans',
  label: { one: { en: 'Follow-up plan', ru: 'План касаний' }, many: { en: 'Follow-up plans', ru: 'Планы касаний' } },
  fields: object({
    name: requiredText('Name', 120),
    trigger: string()
      .oneOf([...FOLLOW_UP_TRIGGERS], `Starts must be one of ${FOLLOW_UP_TRIGGERS.join(', ')}`)
      .required('Starts is required')
      .default('manual'),
    no_answer_days: int('No answer after (days)', 1, 365)
      .nullable()
      .default(null)
      .when('trigger', { is: 'no_answer', then: (s) => s.nonNullable('No answer after (days) is required when the plan starts on no answer') }),
    active: flag(),
    note: optionalText(1000),
    steps: array(followUpStep.required())
      .min(1, 'A plan needs at least one step')
      .max(30, 'A plan has at most 30 steps')
      .required('A plan needs at least one step')
      .default([])
      .meta({ example: [{ wait_days: 1, action: 'task', task_title: 'Call to follow up' }] }),
  }),
  fieldLabels: {
    name: { en: 'Name', ru: 'Название' },
    trigger: { en: 'Starts', ru: 'Запуск' },
    no_answer_days: { en: 'No answer after (days)', ru: 'Без ответа (дней)' },
    active: { en: 'Active', ru: 'Активен' },
    note: { en: 'Note', ru: 'Заметка' },
    steps: { en: 'Steps', ru: 'Шаги' },
  },
  access: 'lead-work',
  public: false,
  list: { columns: ['name', 'trigger', 'active'], search: ['name'], filters: ['active'], sort: ['name', 'ASC'] },
  menu: { group: 'Follow-up', order: 2 },
  cache: 'site',
  features: { versions: false },
  // Staff's own work, none in the demo content.
  demo: [],
});
