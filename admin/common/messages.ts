/** A resource's labels for react-admin's i18n (`resources.<name>`); the registry files them under the name. */
// A type alias, not an interface: react-admin's message map needs the implicit index signature.
export type ResourceMessages = {
  name: string;
  fields: Record<string, string | Record<string, string>>;
};

/** Field labels several resources share. */
export const seoLabels = { seo_title: 'SEO title', seo_description: 'SEO description' };
export const stampLabels = { created_at: 'Created', updated_at: 'Last updated', published: 'Published', published_at: 'Published date', featured: 'Featured' };
/** Labels of the translation column and filter of translatable resources (admin/common/Translations.tsx). */
export const translationLabels = { translated_langs: 'Missing translation', missing_translation: 'Missing translation', translations: 'Translations' };

/** The same shared labels in Russian (the defined resources' messages, admin/screens/defined.tsx). */
export const seoLabelsRu = { seo_title: 'SEO-заголовок', seo_description: 'SEO-описание' };
export const stampLabelsRu = { created_at: 'Создано', updated_at: 'Обновлено', published: 'Опубликовано', published_at: 'Дата публикации', featured: 'Рекомендуемое' };
export const translationLabelsRu = { translated_langs: 'Нет перевода', missing_translation: 'Нет перевода', translations: 'Переводы' };
