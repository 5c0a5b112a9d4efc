import type { Language } from '../i18n/languages';

/** The shortlist and compare pages' <head> texts per language (the server puts them in the page data). */
export const WORKSPACE_SEO: Record<'shortlist' | 'compare', Record<Language, { title: string; description: string }>> = {
  shortlist: {
    en: { title: 'My shortlist of Dubai projects', description: 'The off-plan and ready projects you saved, to share or compare side by side.' },
    ar: { title: 'قائمتي المختصرة لمشاريع دبي', description: 'المشاريع على الخارطة والجاهزة التي حفظتها، لمشاركتها أو مقارنتها جنبًا إلى جنب.' },
    ru: { title: 'Мой список проектов в Дубае', description: 'Сохранённые вами строящиеся и готовые проекты: поделитесь списком или сравните их.' },
    zh: { title: '我收藏的迪拜项目', description: '您收藏的期房和现房项目，可分享或并排比较。' },
  },
  compare: {
    en: { title: 'Compare Dubai projects side by side', description: 'Prices, handover, payment plans, service charges, developers and market figures of Dubai projects, side by side.' },
    ar: { title: 'قارن مشاريع دبي جنبًا إلى جنب', description: 'الأسعار وموعد التسليم وخطط السداد ورسوم الخدمة والمطورون وأرقام السوق لمشاريع دبي جنبًا إلى جنب.' },
    ru: { title: 'Сравнение проектов в Дубае', description: 'Цены, сроки сдачи, планы оплаты, сервисные сборы, застройщики и рыночные данные проектов Дубая рядом.' },
    zh: { title: '并排比较迪拜项目', description: '并排比较迪拜项目的价格、交房时间、付款计划、物业费、开发商和市场数据。' },
  },
};

/** "Send me my shortlist" e-mail texts per language ({placeholders} filled by the server). */
export const SHORTLIST_MAIL: Record<Language, { subject: string; hello: string; intro: string; from: string; open: string; thanks: string }> = {
  en: { subject: 'Your shortlist - {product}', hello: 'Hello,', intro: 'Here are the projects you shortlisted:', from: 'from {price}', open: 'Open your shortlist (and share it): {url}', thanks: 'Our investment team will be glad to help you decide.' },
  ar: { subject: 'قائمتك المختصرة - {product}', hello: 'مرحبًا،', intro: 'إليك المشاريع التي أضفتها إلى قائمتك المختصرة:', from: 'ابتداءً من {price}', open: 'افتح قائمتك المختصرة (وشاركها): {url}', thanks: 'يسعد فريق الاستثمار لدينا مساعدتك في اتخاذ القرار.' },
  ru: { subject: 'Ваш список проектов - {product}', hello: 'Здравствуйте!', intro: 'Проекты, которые вы сохранили:', from: 'от {price}', open: 'Открыть список (и поделиться им): {url}', thanks: 'Наша команда поможет вам с выбором.' },
  zh: { subject: '您的收藏 - {product}', hello: '您好：', intro: '以下是您收藏的项目：', from: '起价 {price}', open: '打开您的收藏（可分享）：{url}', thanks: '我们的投资团队乐意协助您做出决定。' },
};

/** What the page says once the e-mail is on its way. */
export const SHORTLIST_SENT: Record<Language, string> = {
  en: 'Your shortlist is on its way to your inbox.',
  ar: 'قائمتك المختصرة في طريقها إلى بريدك الإلكتروني.',
  ru: 'Список отправлен вам на почту.',
  zh: '您的收藏已发送到您的邮箱。',
};
