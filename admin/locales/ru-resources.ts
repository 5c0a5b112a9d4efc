import type { ResourceMessages } from '../common/messages';

// Three plural forms (one | few | many): react-admin asks for smart_count 1 (a record) and 2 (list titles).
const tr = { translated_langs: 'Нет перевода', missing_translation: 'Нет перевода', translations: 'Переводы' };
const seo = { seo_title: 'SEO-заголовок', seo_description: 'SEO-описание' };
const stamps = { created_at: 'Создано', updated_at: 'Обновлено', published: 'Опубликовано', published_at: 'Дата публикации', featured: 'Рекомендуемое' };
const lead = {
  name: 'Имя', email: 'E-mail', phone: 'Телефон', status: 'Статус', assignee_id: 'Ответственный', notes: 'Заметки', source_path: 'Страница-источник',
  created_at: 'Получена', created_at_gte: 'Получена с', created_at_lte: 'Получена по',
};


/** Field and resource labels in Russian; admin/resources.tsx gives each to its resource. */
export const projectsRu: ResourceMessages = {
  name: 'Проект |||| Проекты |||| Проекты',
  fields: {
    ...tr,
    ...stamps, ...seo, title: 'Название', slug: 'Адрес (slug)', status: 'Статус', developer_id: 'Застройщик', area_id: 'Район', location_id: 'Локация',
    property_type_ids: 'Типы недвижимости', amenity_ids: 'Инфраструктура', starting_price_aed: 'Цена от (AED)', price_per_sqft_aed: 'Цена за кв. фут (AED)',
    bedrooms_min: 'Спален от', bedrooms_max: 'Спален до', size_sqft_min: 'Площадь от (кв. футов)', size_sqft_max: 'Площадь до (кв. футов)',
    handover_year: 'Год сдачи', handover_quarter: 'Квартал сдачи', payment_plan: { label: 'План платежей', milestones: 'Этапы плана платежей' },
    'payment_plan.label': 'План платежей', 'payment_plan.milestones': 'Этапы плана платежей', post_handover: 'Рассрочка после сдачи', show_apartment: 'Шоу-рум (квартира для показа)',
    unit_types: 'Типы квартир', units_available: 'Свободных лотов', description: 'Описание', highlights: 'Преимущества', gallery: 'Галерея',
    floor_plans: 'Планировки', brochure: 'Брошюра (PDF)', brochure_gated: 'Брошюра после короткой формы (имя, e-mail, телефон)', video_url: 'Ссылка на видео', latitude: 'Широта', longitude: 'Долгота', nearby: 'Рядом',
    service_charge_aed_per_sqft: 'Плата за обслуживание (AED / кв. фут / год)', expected_rental_yield_pct: 'Ожидаемая доходность аренды (%)',
    permit_number: 'Номер разрешения Trakheesi', permit_qr: 'QR-код разрешения (Madmoun)',
    // advert compliance (issue 30 item 3)
    permit_expires_on: 'Срок действия разрешения', permit_qr_url: 'Ссылка QR-кода DLD (если нет картинки)', dld_project_number: 'Номер проекта DLD', escrow_bank: 'Банк эскроу-счёта',
    escrow_account: 'Номер эскроу-счёта', construction_completion_pct: 'Готовность строительства (%)', construction_completion_on: 'Дата проверки готовности',
    permit_lapsed_at: 'Снят с публикации из-за истёкшего разрешения', permit_notice_for: 'Уведомление отправлено для срока',
    // Rows of list inputs: English shows react-admin's humanised source ("Label"), Russian needs the words.
    'payment_plan.milestones.label': 'Этап', 'payment_plan.milestones.percent': 'Процент', 'payment_plan.milestones.trigger': 'Условие платежа',
    'payment_plan.milestones.due.at': 'Срок платежа', // issue 39
    'unit_types.name': 'Тип', 'unit_types.bedrooms': 'Спальни', 'unit_types.size_sqft_from': 'Площадь от, кв. футов', 'unit_types.size_sqft_to': 'Площадь до, кв. футов',
    'unit_types.price_from_aed': 'Стоимость от, AED', 'unit_types.available': 'Свободно',
  },
};

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
