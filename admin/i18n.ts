import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { RESOURCE_MESSAGES } from './resources';

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
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
