import type { Language } from '../i18n/languages';

/**
 * Saved-search alerts (issue 27): the consent the visitor ticks (stored word for word with the subscription),
 * the e-mails and the confirm / unsubscribe pages, per language ({placeholders} filled by the server).
 */
export const ALERT_CONSENT: Record<Language, string> = {
  en: 'I agree to receive e-mails about projects matching this search. I can unsubscribe in one click from any of them.',
  ar: 'أوافق على تلقي رسائل بريد إلكتروني عن المشاريع المطابقة لهذا البحث، ويمكنني إلغاء الاشتراك بنقرة واحدة من أي رسالة.',
  ru: 'Я согласен(на) получать письма о проектах по этому поиску. Отписаться можно одним нажатием в любом письме.',
  zh: '我同意接收与此搜索匹配的项目邮件，并可在任意一封邮件中一键退订。',
};

export interface AlertMailTexts {
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  confirmIgnore: string;
  alertSubject: string;
  digestSubject: string;
  published: string;
  priceDrop: string;
  newPlan: string;
  seeSearch: string;
  why: string;
  unsubscribe: string;
  instant: string;
  weekly: string;
}

export const ALERT_MAIL: Record<Language, AlertMailTexts> = {
  en: {
    confirmSubject: 'Confirm your project alert - {product}',
    confirmIntro: 'You asked for {frequency} e-mails about Dubai projects matching your search. Nothing is sent until you confirm:',
    confirmButton: 'Confirm my alert',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: you will get nothing more from us.',
    alertSubject: 'New for your search: {project} - {product}',
    digestSubject: 'Your weekly project alert: {n} updates - {product}',
    published: 'New project: {project}{price}',
    priceDrop: 'Price drop: {project}, now from {new} (was {old})',
    newPlan: 'New payment plan: {project}{label}',
    seeSearch: 'See every project of your search',
    why: 'You receive this because you saved a search on {product}.',
    unsubscribe: 'Unsubscribe',
    instant: 'instant',
    weekly: 'weekly',
  },
  ar: {
    confirmSubject: 'أكّد تنبيه المشاريع - {product}',
    confirmIntro: 'طلبت رسائل {frequency} عن مشاريع دبي المطابقة لبحثك. لن نرسل شيئًا حتى تؤكد:',
    confirmButton: 'تأكيد التنبيه',
    confirmIgnore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن يصلك منا شيء آخر.',
    alertSubject: 'جديد لبحثك: {project} - {product}',
    digestSubject: 'تنبيه المشاريع الأسبوعي: {n} تحديثات - {product}',
    published: 'مشروع جديد: {project}{price}',
    priceDrop: 'انخفاض السعر: {project}، الآن ابتداءً من {new} (كان {old})',
    newPlan: 'خطة سداد جديدة: {project}{label}',
    seeSearch: 'عرض كل مشاريع بحثك',
    why: 'تصلك هذه الرسالة لأنك حفظت بحثًا على {product}.',
    unsubscribe: 'إلغاء الاشتراك',
    instant: 'فورية',
    weekly: 'أسبوعية',
  },
  ru: {
    confirmSubject: 'Подтвердите подписку на проекты - {product}',
    confirmIntro: 'Вы запросили письма ({frequency}) о проектах в Дубае по вашему поиску. Пока вы не подтвердите, мы ничего не пришлём:',
    confirmButton: 'Подтвердить подписку',
    confirmIgnore: 'Если вы этого не запрашивали, просто проигнорируйте письмо: больше писем не будет.',
    alertSubject: 'Новое по вашему поиску: {project} - {product}',
    digestSubject: 'Еженедельная подборка проектов: обновлений {n} - {product}',
    published: 'Новый проект: {project}{price}',
    priceDrop: 'Цена снижена: {project}, теперь от {new} (было {old})',
    newPlan: 'Новый план оплаты: {project}{label}',
    seeSearch: 'Все проекты по вашему поиску',
    why: 'Вы получили это письмо, потому что сохранили поиск на {product}.',
    unsubscribe: 'Отписаться',
    instant: 'сразу',
    weekly: 'раз в неделю',
  },
  zh: {
    confirmSubject: '请确认您的项目提醒 - {product}',
    confirmIntro: '您申请了与搜索匹配的迪拜项目{frequency}邮件。在您确认之前我们不会发送任何邮件：',
    confirmButton: '确认提醒',
    confirmIgnore: '如果这不是您的操作，请忽略本邮件，您不会再收到我们的邮件。',
    alertSubject: '您的搜索有新动态：{project} - {product}',
    digestSubject: '每周项目提醒：{n} 条更新 - {product}',
    published: '新项目：{project}{price}',
    priceDrop: '降价：{project}，现起价 {new}（原 {old}）',
    newPlan: '新付款计划：{project}{label}',
    seeSearch: '查看搜索的全部项目',
    why: '您收到此邮件是因为您在 {product} 保存了搜索。',
    unsubscribe: '退订',
    instant: '即时',
    weekly: '每周',
  },
};

/** The pages the e-mail links open (server-rendered, no script). */
export const ALERT_PAGES: Record<Language, { confirmTitle: string; confirmText: string; confirmed: string; unsubscribeTitle: string; unsubscribeText: string; unsubscribeButton: string; unsubscribed: string; badLink: string; back: string }> = {
  en: {
    confirmTitle: 'Confirm your project alert',
    confirmText: 'Press the button to start receiving e-mails about projects matching your search.',
    confirmed: 'Your alert is on. We will e-mail you when a project matches your search.',
    unsubscribeTitle: 'Unsubscribe from this alert',
    unsubscribeText: 'Press the button and you will get no more e-mails for this search.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed: no more e-mails for this search.',
    badLink: 'This link is not valid. Copy the whole link from the e-mail, or save your search again.',
    back: 'Back to the projects',
  },
  ar: {
    confirmTitle: 'أكّد تنبيه المشاريع',
    confirmText: 'اضغط الزر لتبدأ بتلقي رسائل عن المشاريع المطابقة لبحثك.',
    confirmed: 'تم تفعيل التنبيه. سنراسلك عندما يطابق مشروع بحثك.',
    unsubscribeTitle: 'إلغاء الاشتراك في هذا التنبيه',
    unsubscribeText: 'اضغط الزر ولن تصلك رسائل أخرى لهذا البحث.',
    unsubscribeButton: 'إلغاء الاشتراك',
    unsubscribed: 'تم إلغاء اشتراكك: لن تصلك رسائل أخرى لهذا البحث.',
    badLink: 'هذا الرابط غير صالح. انسخ الرابط كاملًا من الرسالة، أو احفظ بحثك من جديد.',
    back: 'العودة إلى المشاريع',
  },
  ru: {
    confirmTitle: 'Подтвердите подписку на проекты',
    confirmText: 'Нажмите кнопку, чтобы получать письма о проектах по вашему поиску.',
    confirmed: 'Подписка включена. Мы напишем, когда появится подходящий проект.',
    unsubscribeTitle: 'Отписаться от этой подписки',
    unsubscribeText: 'Нажмите кнопку, и писем по этому поиску больше не будет.',
    unsubscribeButton: 'Отписаться',
    unsubscribed: 'Вы отписались: писем по этому поиску больше не будет.',
    badLink: 'Ссылка недействительна. Скопируйте ссылку из письма целиком или сохраните поиск заново.',
    back: 'К проектам',
  },
  zh: {
    confirmTitle: '确认您的项目提醒',
    confirmText: '点击按钮，开始接收与您的搜索匹配的项目邮件。',
    confirmed: '提醒已开启。有项目符合您的搜索时，我们会发邮件给您。',
    unsubscribeTitle: '退订此提醒',
    unsubscribeText: '点击按钮后，您将不再收到此搜索的邮件。',
    unsubscribeButton: '退订',
    unsubscribed: '您已退订，不会再收到此搜索的邮件。',
    badLink: '此链接无效。请从邮件中复制完整链接，或重新保存搜索。',
    back: '返回项目列表',
  },
};

/** What the form says once the confirmation e-mail is on its way. */
export const ALERT_SAVED: Record<Language, string> = {
  en: 'Almost done: we sent you an e-mail. Confirm your alert from it; nothing is sent before that.',
  ar: 'اقتربنا: أرسلنا إليك رسالة. أكّد التنبيه منها، ولن نرسل شيئًا قبل ذلك.',
  ru: 'Почти готово: мы отправили вам письмо. Подтвердите подписку по ссылке в нём; до этого мы ничего не пришлём.',
  zh: '即将完成：我们已给您发送邮件。请在邮件中确认提醒，确认前我们不会发送任何内容。',
};

/** The manage page a signed link opens (issue 37 item 6): how often, in which language, or unsubscribe. */
export interface AlertManageTexts {
  title: string;
  intro: string;
  frequency: string;
  instant: string;
  weekly: string;
  language: string;
  save: string;
  saved: string;
  expired: string;
  unsubscribe: string;
  /** A choice the page did not offer ({field}: the form field's name). */
  invalid: string;
  /** The link's words in every alert e-mail. */
  mailLink: string;
}
export const ALERT_MANAGE: Record<Language, AlertManageTexts> = {
  en: {
    title: 'Your project alert',
    intro: 'Choose how often we e-mail you about projects matching your search, and in which language.',
    frequency: 'How often',
    instant: 'As soon as a project matches',
    weekly: 'One e-mail a week',
    language: 'Language',
    save: 'Save',
    saved: 'Saved. Your alert now follows these settings.',
    expired: 'This link has expired. Use the link in our latest e-mail about this search.',
    unsubscribe: 'Unsubscribe from this alert',
    invalid: 'Choose one of the offered options ({field}).',
    mailLink: 'Change how often or the language',
  },
  ar: {
    title: 'تنبيه المشاريع الخاص بك',
    intro: 'اختر عدد مرات مراسلتك بشأن المشاريع المطابقة لبحثك، وبأي لغة.',
    frequency: 'عدد المرات',
    instant: 'فور مطابقة مشروع',
    weekly: 'رسالة واحدة أسبوعيًا',
    language: 'اللغة',
    save: 'حفظ',
    saved: 'تم الحفظ. يتبع تنبيهك هذه الإعدادات الآن.',
    expired: 'انتهت صلاحية هذا الرابط. استخدم الرابط في أحدث رسالة منا عن هذا البحث.',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
    invalid: 'اختر أحد الخيارات المعروضة ({field}).',
    mailLink: 'تغيير عدد المرات أو اللغة',
  },
  ru: {
    title: 'Ваша подписка на проекты',
    intro: 'Выберите, как часто и на каком языке присылать письма о проектах по вашему поиску.',
    frequency: 'Как часто',
    instant: 'Сразу, как появится подходящий проект',
    weekly: 'Одно письмо в неделю',
    language: 'Язык',
    save: 'Сохранить',
    saved: 'Сохранено. Подписка работает с новыми настройками.',
    expired: 'Срок действия ссылки истёк. Откройте ссылку из нашего последнего письма по этому поиску.',
    unsubscribe: 'Отписаться от этой подписки',
    invalid: 'Выберите один из предложенных вариантов ({field}).',
    mailLink: 'Изменить частоту или язык',
  },
  zh: {
    title: '您的项目提醒',
    intro: '选择我们就匹配您搜索的项目给您发邮件的频率和语言。',
    frequency: '频率',
    instant: '有匹配项目时立即发送',
    weekly: '每周一封',
    language: '语言',
    save: '保存',
    saved: '已保存。您的提醒将按这些设置发送。',
    expired: '此链接已过期。请使用我们关于此搜索的最新邮件中的链接。',
    unsubscribe: '退订此提醒',
    invalid: '请选择所提供的选项之一（{field}）。',
    mailLink: '更改频率或语言',
  },
};
