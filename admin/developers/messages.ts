import { seoLabels, stampLabels, translationLabels, type ResourceMessages } from '../common/messages';

export const developerMessages: ResourceMessages = {
  name: 'Developer |||| Developers',
  fields: {
    ...stampLabels, ...seoLabels, ...translationLabels, name: 'Name', slug: 'Slug', logo: 'Logo', cover: 'Cover image', summary: 'Summary', description: 'Description',
    founded_year: 'Founded', website: 'Website', headquarters: 'Headquarters', delivered_projects: 'Delivered projects',
    on_time_delivery_pct: 'On-time delivery (%)', rera_number: 'RERA number',
  },
};
