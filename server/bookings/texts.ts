import type { Language } from '../../src/i18n/languages';
import type { BookingKind } from '../../src/schemas/booking';

/**
 * The visitor's booking e-mails and invitation in the language they booked in (issue 29); the team's copies stay
 * in English, as the back-office's other e-mails. {kind}, {about}, {when}, {product}, {project}, {phone}
 * are filled in by server/bookings/invitation.ts.
 */
export interface BookingTexts {
  kind: Record<BookingKind, string>;
  /** The kind at the start of a title ("Video call with Oasis Invest"). */
  title: Record<BookingKind, string>;
  about: string;
  booked: string;
  newTime: string;
  cancelled: string;
  reminderTomorrow: string;
  reminderHour: string;
  helloNoName: string;
  isOn: string;
  isCancelled: string;
  eventTitle: string;
  videoLocation: string;
  /** Issue 40 item 7: the video call's link, in the e-mail and the invitation. */
  joinLink: string;
  phoneLocation: string;
  bookedOn: string;
}

export const BOOKING_TEXTS: Record<Language, BookingTexts> = {
  en: {
    kind: { phone: 'phone call', video: 'video call', viewing: 'viewing' },
    title: { phone: 'Phone call', video: 'Video call', viewing: 'Viewing' },
    about: ' about {project}',
    booked: 'Booked: {kind}{about}, {when}',
    newTime: 'New time for your {kind}{about}, {when}',
    cancelled: 'Cancelled: {kind} on {when}',
    reminderTomorrow: 'Reminder: {kind} tomorrow, {when}',
    reminderHour: 'Reminder: {kind} in one hour, {when}',
    helloNoName: 'Hello there,',
    isOn: 'Your {kind} with {product} is on {when}.',
    isCancelled: 'Your {kind} on {when} is cancelled.',
    eventTitle: '{title} with {product}{about}',
    videoLocation: 'Video call (the link follows from your adviser)',
    joinLink: 'Join the video call: {link}',
    phoneLocation: 'Phone call to {phone}',
    bookedOn: '{title} booked on {url}',
  },
  ar: {
    kind: { phone: 'مكالمة هاتفية', video: 'مكالمة فيديو', viewing: 'معاينة' },
    title: { phone: 'مكالمة هاتفية', video: 'مكالمة فيديو', viewing: 'معاينة' },
    about: ' بخصوص {project}',
    booked: 'تم الحجز: {kind}{about}، {when}',
    newTime: 'موعد جديد: {kind}{about}، {when}',
    cancelled: 'أُلغي الموعد: {kind}، {when}',
    reminderTomorrow: 'تذكير: {kind} غدًا، {when}',
    reminderHour: 'تذكير: {kind} بعد ساعة، {when}',
    helloNoName: 'مرحبًا،',
    isOn: 'موعد {kind} مع {product}: {when}.',
    isCancelled: 'أُلغي موعد {kind} في {when}.',
    eventTitle: '{title} مع {product}{about}',
    videoLocation: 'مكالمة فيديو (يرسل إليك مستشارك الرابط)',
    joinLink: 'رابط مكالمة الفيديو: {link}',
    phoneLocation: 'مكالمة هاتفية إلى {phone}',
    bookedOn: '{title} محجوزة عبر {url}',
  },
  ru: {
    kind: { phone: 'телефонный звонок', video: 'видеозвонок', viewing: 'просмотр' },
    title: { phone: 'Телефонный звонок', video: 'Видеозвонок', viewing: 'Просмотр' },
    about: ' — {project}',
    booked: 'Вы записаны: {kind}{about}, {when}',
    newTime: 'Новое время: {kind}{about}, {when}',
    cancelled: 'Отменено: {kind}, {when}',
    reminderTomorrow: 'Напоминание: {kind} завтра, {when}',
    reminderHour: 'Напоминание: {kind} через час, {when}',
    helloNoName: 'Здравствуйте!',
    isOn: 'Ваш {kind} с {product} назначен на {when}.',
    isCancelled: 'Ваш {kind} на {when} отменён.',
    eventTitle: '{title} с {product}{about}',
    videoLocation: 'Видеозвонок (ссылку пришлёт ваш консультант)',
    joinLink: 'Ссылка на видеозвонок: {link}',
    phoneLocation: 'Звонок на номер {phone}',
    bookedOn: '{title}: запись на {url}',
  },
  zh: {
    kind: { phone: '电话沟通', video: '视频通话', viewing: '看房' },
    title: { phone: '电话沟通', video: '视频通话', viewing: '看房' },
    about: '（{project}）',
    booked: '已预约：{kind}{about}，{when}',
    newTime: '时间已更改：{kind}{about}，{when}',
    cancelled: '已取消：{kind}，{when}',
    reminderTomorrow: '提醒：明天{kind}，{when}',
    reminderHour: '提醒：一小时后{kind}，{when}',
    helloNoName: '您好：',
    isOn: '您与 {product} 的{kind}时间为 {when}。',
    isCancelled: '您在 {when} 的{kind}已取消。',
    eventTitle: '与 {product} 的{title}{about}',
    videoLocation: '视频通话（顾问会发送链接）',
    joinLink: '加入视频通话：{link}',
    phoneLocation: '致电 {phone}',
    bookedOn: '{title}：通过 {url} 预约',
  },
};

/** Fills {name} placeholders; a value is inserted as given (callers pass plain text). */
export const fill = (template: string, values: Record<string, string>): string => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
