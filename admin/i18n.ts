import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import type { TranslationMessages } from 'react-admin';
import { RESOURCE_MESSAGES, RESOURCE_MESSAGES_RU } from './resources';
import { oasisEn } from './locales/en';
import { oasisRu } from './locales/ru';
import { ruByEnglish } from './locales/ru-by-english';

type Tree = { [key: string]: string | Tree };

/** Deep merge: a key the translation lacks keeps the English text rather than showing the raw key. */
export function overlay(base: Tree, top: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? overlay(under, value) : value;
  }
  return out;
}

/** Labels live in the i18n provider, not in components; each resource's come from its folder through the registry. */
export const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, logout: 'Sign Out', user_menu: 'Profile' },
    input: {
      ...englishMessages.ra.input,
      // Phones have no drop: the same area opens the photo library (camera roll) or the files.
      image: {
        ...englishMessages.ra.input.image,
        upload_single: 'Drop a picture here, or tap to choose one from your photos or files.',
        upload_several: 'Drop pictures here, or tap to choose them from your photos or files.',
      },
    },
  },
  resources: RESOURCE_MESSAGES,
  oasis: oasisEn,
};

const russian = overlay(messages as unknown as Tree, {
  ...ruByEnglish,
  ...(russianMessages as unknown as Tree),
  ra: overlay(russianMessages.ra as unknown as Tree, {
    input: {
      image: {
        upload_single: 'Перетащите изображение сюда или нажмите, чтобы выбрать его из фотографий или файлов.',
        upload_several: 'Перетащите изображения сюда или нажмите, чтобы выбрать их из фотографий или файлов.',
      },
    },
  }),
  resources: RESOURCE_MESSAGES_RU as unknown as Tree,
  oasis: oasisRu as unknown as Tree,
});

/** Staff languages: each named in itself, as the switcher shows it. */
export const ADMIN_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];

const CATALOGUES: Record<string, TranslationMessages> = { en: messages, ru: russian as unknown as TranslationMessages };

// English first; react-admin's store (localStorage) brings back the language a user picked.
export const i18nProvider = polyglotI18nProvider((locale) => CATALOGUES[locale] ?? messages, 'en', ADMIN_LOCALES, { allowMissing: true });
