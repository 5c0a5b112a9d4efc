import type { ResourceMessages } from '../common/messages';

/** Saved searches with e-mail alerts (issue 27). */
export const savedSearchMessages: ResourceMessages = {
  name: 'Saved search |||| Saved searches',
  fields: {
    email: 'E-mail', filters: 'Search', frequency: 'How often', status: 'Status', lang: 'Language', enquiry_id: 'Lead', confirmed_at: 'Confirmed',
    unsubscribed_at: 'Unsubscribed', last_digest_at: 'Last digest', consent_text: 'Consent given', policy_version: 'Privacy policy version', created_at: 'Saved',
  },
};

export const savedSearchesRu: ResourceMessages = {
  name: 'Сохранённый поиск |||| Сохранённые поиски |||| Сохранённые поиски',
  fields: {
    email: 'E-mail', filters: 'Поиск', frequency: 'Как часто', status: 'Статус', lang: 'Язык', enquiry_id: 'Заявка', confirmed_at: 'Подтверждено',
    unsubscribed_at: 'Отписка', last_digest_at: 'Последняя подборка', consent_text: 'Данное согласие', policy_version: 'Версия политики', created_at: 'Сохранено',
  },
};
