import { translationLabels, type ResourceMessages } from '../common/messages';

export const bannerMessages: ResourceMessages = {
  name: 'Banner |||| Banners',
  fields: { ...translationLabels, page: 'Page', title: 'Title', subtitle: 'Subtitle', image: 'Image', cta_label: 'Button label', cta_url: 'Button link', position: 'Position', active: 'Active' },
};
