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
