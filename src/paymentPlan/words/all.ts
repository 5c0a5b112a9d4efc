import type { Language } from '../../i18n/languages';
import en, { type PlanWords } from './en';
import ar from './ar';
import ru from './ru';
import zh from './zh';

/** Every language's plan words, for the server and the back-office (the site loads only its page's: load.ts). */
export const PLAN_WORDS: Record<Language, PlanWords> = { en, ar, ru, zh };
