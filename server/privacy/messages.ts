import type { Language } from '../../src/i18n/languages';
import type { PrivacyRequestKind } from '../../src/schemas/privacy';

/** The confirmation e-mail of a person's privacy request, in the language of the page they asked from. */
const TEXTS: Record<Language, { subject: string; what: Record<PrivacyRequestKind, string>; body: string }> = {
  en: {
    subject: 'Please confirm your privacy request',
    what: { export: 'a copy of the personal data we hold about you', erase: 'the erasure of the personal data we hold about you' },
    body: 'Someone (we hope you) asked for {what}.\n\nTo confirm, open this link within {hours} hours:\n{link}\n\nIf you did not ask, ignore this e-mail: nothing will happen.',
  },
  ar: {
    subject: 'يرجى تأكيد طلب الخصوصية',
    what: { export: 'نسخة من بياناتك الشخصية التي نحتفظ بها', erase: 'حذف بياناتك الشخصية التي نحتفظ بها' },
    body: 'طلب أحدهم (ونأمل أن تكون أنت) {what}.\n\nللتأكيد، افتح هذا الرابط خلال {hours} ساعة:\n{link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة: لن يحدث شيء.',
  },
  ru: {
    subject: 'Подтвердите запрос о персональных данных',
    what: { export: 'копию персональных данных, которые мы о вас храним', erase: 'удаление персональных данных, которые мы о вас храним' },
    body: 'Кто-то (надеемся, вы) запросил {what}.\n\nЧтобы подтвердить, откройте ссылку в течение {hours} ч.:\n{link}\n\nЕсли вы ничего не запрашивали, просто проигнорируйте письмо: ничего не произойдёт.',
  },
  zh: {
    subject: '请确认您的隐私请求',
    what: { export: '获取我们所持有的您的个人数据副本', erase: '删除我们所持有的您的个人数据' },
    body: '有人（希望是您本人）申请{what}。\n\n如需确认，请在 {hours} 小时内打开此链接：\n{link}\n\n如果这不是您的申请，请忽略此邮件：不会进行任何操作。',
  },
};

export function confirmationMail(lang: Language, kind: PrivacyRequestKind, link: string, hours: number): { subject: string; text: string } {
  const t = TEXTS[lang] ?? TEXTS.en;
  return { subject: t.subject, text: t.body.replace('{what}', t.what[kind]).replace('{hours}', String(hours)).replace('{link}', link) };
}
