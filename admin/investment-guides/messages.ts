import { seoLabels, stampLabels, translationLabels, type ResourceMessages } from '../common/messages';

export const guideMessages: ResourceMessages = {
  name: 'Investment guide |||| Investment guides',
  fields: { ...stampLabels, ...seoLabels, ...translationLabels, title: 'Title', slug: 'Slug', summary: 'Summary', content: 'Guide', cover: 'Cover image', pdf: 'PDF download' },
};
