import type { Language } from '../i18n/languages';

/**
 * The first words a salesperson's WhatsApp opens with (issue 40 item 5), in the lead's language: the visitor reads
 * them, so all four site languages; the salesperson edits them in WhatsApp before sending.
 */
const GREETINGS: Record<Language, { base: string; project: string }> = {
  en: { base: 'Hello %{name}, this is %{me} from %{agency}. Thank you for your enquiry.', project: 'Hello %{name}, this is %{me} from %{agency}. Thank you for your enquiry about %{project}.' },
  ar: { base: 'مرحباً %{name}، معك %{me} من %{agency}. شكراً لاستفسارك.', project: 'مرحباً %{name}، معك %{me} من %{agency}. شكراً لاستفسارك عن %{project}.' },
  ru: { base: 'Здравствуйте, %{name}! Это %{me} из %{agency}. Спасибо за ваш запрос.', project: 'Здравствуйте, %{name}! Это %{me} из %{agency}. Спасибо за ваш запрос о проекте %{project}.' },
  zh: { base: '您好，%{name}！我是 %{agency} 的 %{me}。感谢您的咨询。', project: '您好，%{name}！我是 %{agency} 的 %{me}。感谢您对 %{project} 的咨询。' },
};

const LANGS = Object.keys(GREETINGS) as Language[];

/** The lead's language: its `language` when it has one, else the language of the page it came from (/ru/..., /ar/...). */
export function leadLanguage(lead: { language?: string | null; source_path?: string | null }): Language {
  if (lead.language && (LANGS as string[]).includes(lead.language)) return lead.language as Language;
  const m = /^\/(ar|ru|zh)(?:\/|$)/.exec(lead.source_path ?? '');
  return (m?.[1] as Language | undefined) ?? 'en';
}

export function whatsappGreeting(lang: Language, v: { name: string; me: string; agency: string; project?: string | null }): string {
  const g = GREETINGS[lang] ?? GREETINGS.en;
  const text = v.project ? g.project : g.base;
  return text.replace(/%\{(\w+)\}/g, (_, k: string) => String((v as Record<string, unknown>)[k] ?? ''));
}
