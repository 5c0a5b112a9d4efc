import type { Language } from '../i18n/languages';

/** The /market page's title and description per language (the server puts them in <head> and the page data). */
export const MARKET_PAGE_SEO: Record<Language, { title: string; description: string }> = {
  en: { title: 'Dubai property prices and rents by area: registered deals', description: 'Dubai areas ranked by the median price per sq ft, rental yield and number of deals registered with the Dubai Land Department.' },
  ar: { title: 'أسعار العقارات والإيجارات في دبي حسب المنطقة: صفقات مسجّلة', description: 'مناطق دبي مرتّبة حسب متوسط سعر القدم المربع والعائد الإيجاري وعدد الصفقات المسجّلة لدى دائرة الأراضي والأملاك في دبي.' },
  ru: { title: 'Цены и аренда недвижимости в Дубае по районам: зарегистрированные сделки', description: 'Районы Дубая по медианной цене за кв. фут, доходности аренды и числу сделок, зарегистрированных в Земельном департаменте Дубая.' },
  zh: { title: '迪拜各区域房价与租金：已登记成交', description: '按每平方英尺价格中位数、租金回报率和在迪拜土地局登记的成交量为迪拜各区域排名。' },
};
