import { FOLLOW_UP_LANGUAGES } from '../../src/resources/follow-up-plans';

export type FollowUpLanguage = (typeof FOLLOW_UP_LANGUAGES)[number];
const isLanguage = (v: unknown): v is FollowUpLanguage => typeof v === 'string' && (FOLLOW_UP_LANGUAGES as readonly string[]).includes(v);

/** The visitor's language: the lead's `language` when it carries one (issue 40 item 1), else its page's prefix (/ru/...), else English. */
export function leadLanguage(lead: Record<string, unknown>): FollowUpLanguage {
  if (isLanguage(lead.language)) return lead.language;
  const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(String(lead.source_path ?? ''))?.[1];
  return isLanguage(prefix) ? prefix : 'en';
}

/** A step's text in the language, or the English one when it has none. */
export const textIn = (texts: Partial<Record<FollowUpLanguage, string | null>> | undefined, lang: FollowUpLanguage): string => texts?.[lang] || texts?.en || '';
