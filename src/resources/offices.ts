import { object } from 'yup';
import { decimal, flag, int, optionalEmailAddress, optionalText, requiredText } from '../schemas/fields';
import { translatable } from '../schemas/translations';
import { toWesternDigits } from '../digits';
import { define } from './define';

/** The agency's offices, listed on /contact-us (issue 38: the resource added by the newcomer's recipe). */
export const offices = define({
  name: 'offices',
  table: 'offices',
  label: { one: { en: 'Office', ru: 'Офис' }, many: { en: 'Offices', ru: 'Офисы' } },
  fields: translatable(
    object({
      name: requiredText('Name', 120),
      city: requiredText('City', 80),
      address: requiredText('Address', 300),
      phone: requiredText('Phone', 30)
        .transform(toWesternDigits)
        .matches(/^\+?[0-9][0-9 ()-]{6,28}$/, 'Phone must be a number such as +971 4 123 4567')
        .meta({ phone: true }),
      email: optionalEmailAddress(),
      hours: optionalText(200),
      latitude: decimal('Latitude', -90, 90),
      longitude: decimal('Longitude', -180, 180),
      published: flag(),
      position: int('Sort order', 0, 10_000).nonNullable('Sort order is required').default(0),
    }),
    ['name', 'city', 'address', 'hours'],
  ),
  fieldLabels: {
    name: { en: 'Name', ru: 'Название' },
    city: { en: 'City', ru: 'Город' },
    address: { en: 'Address', ru: 'Адрес' },
    phone: { en: 'Phone', ru: 'Телефон' },
    email: { en: 'E-mail', ru: 'E-mail' },
    hours: { en: 'Opening hours', ru: 'Часы работы' },
    latitude: { en: 'Latitude', ru: 'Широта' },
    longitude: { en: 'Longitude', ru: 'Долгота' },
    published: { en: 'Published', ru: 'Опубликован' },
    position: { en: 'Sort order', ru: 'Порядок' },
  },
  access: 'content',
  public: { flag: 'published' },
  list: { columns: ['name', 'city', 'phone', 'position', 'published'], search: ['name', 'city', 'address'], filters: ['published'], sort: ['position', 'ASC'] },
  menu: 'Pages',
  shownOn: ['contact-us'],
  siteLabels: {
    heading: { en: 'Our offices', ar: 'مكاتبنا', ru: 'Наши офисы', zh: '我们的办公室' },
    map: { en: 'Show on the map (opens in a new tab)', ar: 'عرض على الخريطة (يفتح في علامة تبويب جديدة)', ru: 'Показать на карте (откроется в новой вкладке)', zh: '在地图上查看（在新标签页中打开）' },
  },
  demo: [
    {
      id: 1,
      name: 'Dubai Marina office',
      city: 'Dubai',
      address: 'Marina Plaza, Office 1204, Dubai Marina, Dubai',
      phone: '+971 4 450 1200',
      email: 'marina@oasisinvest.ae',
      hours: 'Sunday to Friday, 9:00 to 19:00',
      latitude: 25.0771,
      longitude: 55.1386,
      published: true,
      position: 1,
      translations: {
        ar: { name: 'مكتب دبي مارينا', city: 'دبي', address: 'مارينا بلازا، مكتب 1204، دبي مارينا، دبي', hours: 'من الأحد إلى الجمعة، 9:00 حتى 19:00' },
        ru: { name: 'Офис в Дубай Марине', city: 'Дубай', address: 'Marina Plaza, офис 1204, Дубай Марина, Дубай', hours: 'С воскресенья по пятницу, с 9:00 до 19:00' },
        zh: { name: '迪拜码头办公室', city: '迪拜', address: '迪拜码头 Marina Plaza 1204 室', hours: '周日至周五 9:00–19:00' },
      },
    },
    {
      id: 2,
      name: 'Downtown Dubai office',
      city: 'Dubai',
      address: 'Boulevard Plaza Tower 1, Level 9, Downtown Dubai, Dubai',
      phone: '+971 4 450 1300',
      email: 'downtown@oasisinvest.ae',
      hours: 'Monday to Saturday, 10:00 to 18:00',
      latitude: 25.1951,
      longitude: 55.2766,
      published: true,
      position: 2,
      translations: {
        ar: { name: 'مكتب وسط مدينة دبي', city: 'دبي', address: 'بوليفارد بلازا البرج 1، الطابق 9، وسط مدينة دبي، دبي', hours: 'من الاثنين إلى السبت، 10:00 حتى 18:00' },
        ru: { name: 'Офис в Даунтауне', city: 'Дубай', address: 'Boulevard Plaza Tower 1, 9 этаж, Даунтаун Дубай, Дубай', hours: 'С понедельника по субботу, с 10:00 до 18:00' },
        zh: { name: '迪拜市中心办公室', city: '迪拜', address: '迪拜市中心 Boulevard Plaza 1 号塔 9 层', hours: '周一至周六 10:00–18:00' },
      },
    },
    {
      id: 3,
      name: 'Abu Dhabi office',
      city: 'Abu Dhabi',
      address: 'Al Maryah Island, Al Sila Tower, Floor 15, Abu Dhabi',
      phone: '+971 2 610 4400',
      email: 'abudhabi@oasisinvest.ae',
      hours: 'Monday to Friday, 9:00 to 17:00',
      latitude: 24.5003,
      longitude: 54.3892,
      published: true,
      position: 3,
      translations: {
        ar: { name: 'مكتب أبوظبي', city: 'أبوظبي', address: 'جزيرة المارية، برج السلع، الطابق 15، أبوظبي', hours: 'من الاثنين إلى الجمعة، 9:00 حتى 17:00' },
        ru: { name: 'Офис в Абу-Даби', city: 'Абу-Даби', address: 'остров Аль-Мария, Al Sila Tower, 15 этаж, Абу-Даби', hours: 'С понедельника по пятницу, с 9:00 до 17:00' },
        zh: { name: '阿布扎比办公室', city: '阿布扎比', address: '阿布扎比 Al Maryah 岛 Al Sila 大厦 15 层', hours: '周一至周五 9:00–17:00' },
      },
    },
  ],
});
