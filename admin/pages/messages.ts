import type { ResourceMessages } from '../common/messages';

export const pageMessages: ResourceMessages = {
  name: 'Page |||| Pages',
  fields: { page_name: 'Page', title: 'Title', description: 'Description', 'content.sections': 'Content sections', content: { sections: 'Content sections' } },
};
