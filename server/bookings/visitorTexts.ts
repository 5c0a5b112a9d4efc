import type { Booking } from './invitation';

/**
 * The visitor's booking e-mails in the language they booked in (issue 29): the site's four languages; the team's
 * copy stays in English like the other lead e-mails. {placeholders}: kind, when, about (" about <project>"), name,
 * product. Kinds are lower-case where a sentence takes them.
 */
export interface VisitorTexts {
  kind: Record<Booking['kind'], string>;
  about: string;
  booked: string;
  moved: string;
  cancelledSubject: string;
  reminderTomorrow: string;
  reminderHour: string;
  hello: string;
  helloAnon: string;
  isOn: string;
  isCancelled: string;
}

const TEXTS: Record<string, VisitorTexts> = {
  en: {
    kind: { phone: 'phone call', video: 'video call', viewing: 'viewing' },
    about: ' about {project}', booked: 'Booked: {kind}{about}, {when}', moved: 'New time for your {kind}{about}, {when}', cancelledSubject: 'Cancelled: {kind} on {when}',
    reminderTomorrow: 'Reminder: {kind} tomorrow, {when}', reminderHour: 'Reminder: {kind} in one hour, {when}',
    hello: 'Hello {name},', helloAnon: 'Hello,', isOn: 'Your {kind} with {product} is on {when}.', isCancelled: 'Your {kind} on {when} is cancelled.',
  },
  ar: {
    kind: { phone: 'مكالمة هاتفية', video: 'مكالمة فيديو', viewing: 'معاينة' },
    about: ' بشأن {project}', booked: 'تم الحجز: {kind}{about}، {when}', moved: 'موعد جديد: {kind}{about}، {when}', cancelledSubject: 'تم الإلغاء: {kind} في {when}',
    reminderTomorrow: 'تذكير: {kind} غداً، {when}', reminderHour: 'تذكير: {kind} بعد ساعة، {when}',
    hello: 'مرحباً {name}،', helloAnon: 'مرحباً،', isOn: 'موعد {kind} مع {product}: {when}.', isCancelled: 'تم إلغاء {kind} المحدد في {when}.',
  },
  ru: {
    kind: { phone: 'звонок', video: 'видеозвонок', viewing: 'показ' },
    about: ' по проекту {project}', booked: 'Записано: {kind}{about}, {when}', moved: 'Новое время: {kind}{about}, {when}', cancelledSubject: 'Отменено: {kind} {when}',
    reminderTomorrow: 'Напоминание: {kind} завтра, {when}', reminderHour: 'Напоминание: {kind} через час, {when}',
    hello: 'Здравствуйте, {name}!', helloAnon: 'Здравствуйте!', isOn: 'Ваш {kind} с {product}: {when}.', isCancelled: 'Ваш {kind} {when} отменён.',
  },
  zh: {
    kind: { phone: '电话', video: '视频通话', viewing: '看房' },
    about: '（{project}）', booked: '已预约：{kind}{about}，{when}', moved: '时间已更改：{kind}{about}，{when}', cancelledSubject: '已取消：{when} 的{kind}',
    reminderTomorrow: '提醒：明天的{kind}，{when}', reminderHour: '提醒：{kind}将在一小时后开始，{when}',
    hello: '{name}，您好：', helloAnon: '您好：', isOn: '您与 {product} 的{kind}时间为 {when}。', isCancelled: '您在 {when} 的{kind}已取消。',
  },
};

export const visitorTexts = (language: string): VisitorTexts => TEXTS[language] ?? TEXTS.en;

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
