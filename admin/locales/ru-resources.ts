import type { ResourceMessages } from '../common/messages';

const lead = {
  name: 'Имя', email: 'E-mail', phone: 'Телефон', status: 'Статус', assignee_id: 'Ответственный', notes: 'Заметки', source_path: 'Страница-источник',
  created_at: 'Получена', created_at_gte: 'Получена с', created_at_lte: 'Получена по',
};

/**
 * Field and resource labels in Russian of the resources not defined in src/resources/; admin/resources.tsx gives each
 * to its resource. Three plural forms (one | few | many): react-admin asks for smart_count 1 (a record) and 2 (list titles).
 */
export const enquiriesRu: ResourceMessages = {
  name: 'Заявка |||| Заявки |||| Заявки',
  fields: {
    ...lead, budget: 'Бюджет (AED)', investment_timeline: 'Сроки инвестиции', project_id: 'Проект', utm_source: 'UTM source', utm_medium: 'UTM medium',
    utm_campaign: 'UTM campaign', referrer: 'Откуда пришёл (referrer)', duplicate_of_id: 'Возможный дубль заявки',
  },
};

export const mortgageEnquiriesRu: ResourceMessages = {
  name: 'Ипотечная заявка |||| Ипотечные заявки |||| Ипотечные заявки',
  fields: {
    ...lead, property_price_aed: 'Стоимость объекта', down_payment_aed: 'Первоначальный взнос', loan_amount_aed: 'Сумма кредита', tenure_years: 'Срок (лет)',
    interest_rate_pct: 'Процентная ставка (%)', monthly_payment_aed: 'Ежемесячный платёж', residency: 'Резидентство', first_home: 'Первое жильё',
    off_plan: 'На этапе строительства', message: 'Сообщение',
  },
};

export const usersRu: ResourceMessages = {
  name: 'Пользователь |||| Пользователи |||| Пользователи',
  fields: { email: 'E-mail', first_name: 'Имя', last_name: 'Фамилия', role: 'Роль', active: 'Активен', last_login_at: 'Последний вход', profile_image: 'Фото', team: 'Команда', team_leader: 'Руководитель команды', meeting_link: 'Ссылка на видеовстречу' },
};

export const auditLogsRu: ResourceMessages = {
  name: 'Запись журнала |||| Журнал действий |||| Журнал действий',
  fields: { created_at: 'Когда', user_id: 'Кто', action: 'Действие', resource: 'Раздел', record_id: 'Запись', changes: 'Изменения', ip: 'IP-адрес' },
};

export const settingsRu: ResourceMessages = {
  name: 'Настройки |||| Настройки |||| Настройки',
  fields: {
    product_name: 'Название сайта', tagline: 'Слоган', phone_primary: 'Телефон', phone_secondary: 'Второй телефон', whatsapp_number: 'Номер WhatsApp',
    email_primary: 'E-mail', email_secondary: 'Второй e-mail', address: 'Адрес', rera_orn: 'RERA ORN', instagram_url: 'Instagram',
    facebook_url: 'Facebook', twitter_url: 'Twitter', linkedin_url: 'LinkedIn',
    agency_fee_pct: 'Комиссия агентства (% от цены)',
    phone_default_country: 'Страна телефона по умолчанию',
  },
};
