import { projectSchema } from '../schemas/project';
import { calendarDay } from '../schemas/compliance';
import { isoDate } from '../schemas/fields';
import type { Translatable } from '../schemas/translations';
import { define } from './define';

// What staff write (src/schemas/project.ts) and what the permit expiry job sets (issue 30 item 3, server/compliance/permits.ts).
const withServerSet = projectSchema.shape({
  permit_lapsed_at: isoDate('Unpublished for an expired permit'),
  permit_notice_for: calendarDay('Expiry notice sent for'),
});
// `shape` keeps each field's translatable mark; the type's mark is given back here (the table has translation columns).
const fields = withServerSet as Translatable<typeof withServerSet>;

/**
 * The off-plan and ready projects (spec §2 "Projects"), each on /project/<slug>: prices, payment plan, media, the
 * advert permit. Its server rules (property-type and bedroom filters, the price per sq ft that follows its inputs,
 * the property-type join table, the brochure gate) are the server companion server/resources/companions/projects.ts.
 */
export const projects = define({
  name: 'projects',
  table: 'projects',
  label: { one: { en: 'Project', ru: 'Проект' }, many: { en: 'Projects', ru: 'Проекты' } },
  fields,
  fieldLabels: {
    title: { en: 'Title', ru: 'Название' },
    slug: { en: 'Slug', ru: 'Адрес (slug)' },
    status: { en: 'Status', ru: 'Статус' },
    developer_id: { en: 'Developer', ru: 'Застройщик' },
    area_id: { en: 'Area', ru: 'Район' },
    location_id: { en: 'Location', ru: 'Локация' },
    property_type_ids: { en: 'Property types', ru: 'Типы недвижимости' },
    amenity_ids: { en: 'Amenities', ru: 'Инфраструктура' },
    starting_price_aed: { en: 'Starting price (AED)', ru: 'Цена от (AED)' },
    price_per_sqft_aed: { en: 'Price per sq ft (AED)', ru: 'Цена за кв. фут (AED)' },
    bedrooms_min: { en: 'Bedrooms from', ru: 'Спален от' },
    bedrooms_max: { en: 'Bedrooms to', ru: 'Спален до' },
    size_sqft_min: { en: 'Size from (sq ft)', ru: 'Площадь от (кв. футов)' },
    size_sqft_max: { en: 'Size to (sq ft)', ru: 'Площадь до (кв. футов)' },
    handover_year: { en: 'Handover year', ru: 'Год сдачи' },
    handover_quarter: { en: 'Handover quarter', ru: 'Квартал сдачи' },
    payment_plan: { en: 'Payment plan', ru: 'План платежей' },
    'payment_plan.label': { en: 'Payment plan', ru: 'План платежей' },
    'payment_plan.milestones': { en: 'Payment plan milestones', ru: 'Этапы плана платежей' },
    // A milestone row's inputs (issue 39): the English words are the ones react-admin made from the source before.
    'payment_plan.milestones.label': { en: 'Label', ru: 'Этап' },
    'payment_plan.milestones.percent': { en: 'Percent', ru: 'Процент' },
    'payment_plan.milestones.trigger': { en: 'Trigger', ru: 'Условие платежа' },
    'payment_plan.milestones.due.at': { en: 'Due', ru: 'Срок платежа' },
    post_handover: { en: 'Post-handover plan', ru: 'Рассрочка после сдачи' },
    show_apartment: { en: 'Show apartment (viewings before handover)', ru: 'Шоу-рум (квартира для показа)' },
    unit_types: { en: 'Unit types', ru: 'Типы квартир' },
    'unit_types.name': { en: 'Name', ru: 'Тип' },
    'unit_types.bedrooms': { en: 'Bedrooms', ru: 'Спальни' },
    'unit_types.size_sqft_from': { en: 'Size from (sq ft)', ru: 'Площадь от, кв. футов' },
    'unit_types.size_sqft_to': { en: 'Size to (sq ft)', ru: 'Площадь до, кв. футов' },
    'unit_types.price_from_aed': { en: 'Price from (AED)', ru: 'Стоимость от, AED' },
    'unit_types.available': { en: 'Available', ru: 'Свободно' },
    units_available: { en: 'Units available', ru: 'Свободных лотов' },
    description: { en: 'Description', ru: 'Описание' },
    highlights: { en: 'Highlights', ru: 'Преимущества' },
    gallery: { en: 'Gallery', ru: 'Галерея' },
    floor_plans: { en: 'Floor plans', ru: 'Планировки' },
    brochure: { en: 'Brochure (PDF)', ru: 'Брошюра (PDF)' },
    brochure_gated: { en: 'Brochure after a short form (name, e-mail, phone)', ru: 'Брошюра после короткой формы (имя, e-mail, телефон)' },
    video_url: { en: 'Video link', ru: 'Ссылка на видео' },
    latitude: { en: 'Latitude', ru: 'Широта' },
    longitude: { en: 'Longitude', ru: 'Долгота' },
    nearby: { en: 'Nearby places', ru: 'Рядом' },
    service_charge_aed_per_sqft: { en: 'Service charge (AED / sq ft / year)', ru: 'Плата за обслуживание (AED / кв. фут / год)' },
    expected_rental_yield_pct: { en: 'Expected rental yield (%)', ru: 'Ожидаемая доходность аренды (%)' },
    permit_number: { en: 'Trakheesi permit number', ru: 'Номер разрешения Trakheesi' },
    permit_qr: { en: 'Permit QR code (Madmoun)', ru: 'QR-код разрешения (Madmoun)' },
    // Advert compliance (issue 30 item 3)
    permit_expires_on: { en: 'Permit expiry date', ru: 'Срок действия разрешения' },
    permit_qr_url: { en: 'DLD QR address (when no image)', ru: 'Ссылка QR-кода DLD (если нет картинки)' },
    dld_project_number: { en: 'DLD project number', ru: 'Номер проекта DLD' },
    escrow_bank: { en: 'Escrow bank', ru: 'Банк эскроу-счёта' },
    escrow_account: { en: 'Escrow account number', ru: 'Номер эскроу-счёта' },
    construction_completion_pct: { en: 'Construction completion (%)', ru: 'Готовность строительства (%)' },
    construction_completion_on: { en: 'Completion inspected on', ru: 'Дата проверки готовности' },
    permit_lapsed_at: { en: 'Unpublished for an expired permit', ru: 'Снят с публикации из-за истёкшего разрешения' },
    permit_notice_for: { en: 'Expiry notice sent for', ru: 'Уведомление отправлено для срока' },
  },
  // Set by the permit expiry job; the back-office shows them.
  serverFields: ['permit_lapsed_at', 'permit_notice_for'],
  access: 'content',
  public: { flag: 'published', scheduled: true },
  list: {
    columns: ['title', 'status', 'developer_id', 'area_id', 'starting_price_aed', 'published', 'updated_at'],
    search: ['title', 'slug', 'permit_number'],
    filters: ['published', 'featured'],
    sort: ['created_at', 'DESC'],
  },
  menu: { group: 'Projects', order: 1, label: { en: 'Project List', ru: 'Список проектов' } },
  paths: { list: '/project-list', create: '/add-project', edit: '/:id/edit-project' },
  page: { by: 'slug', path: (slug) => `/project/${encodeURIComponent(slug)}` },
  slugFrom: 'title',
  cache: 'own',
  features: { bulk: ['publish', 'unpublish', 'feature', 'unfeature', 'set_developer', 'set_area'], preview: true, spreadsheet: true },
});
