import { seoLabels, stampLabels, translationLabels, type ResourceMessages } from '../common/messages';

export const blogMessages: ResourceMessages = {
  name: 'Article |||| Blog List',
  fields: { ...stampLabels, ...seoLabels, ...translationLabels, title: 'Title', slug: 'Slug', category: 'Category', excerpt: 'Excerpt', content: 'Article', cover: 'Cover image', author: 'Author', tags: 'Tags' },
};
