import type { ResourceMessages } from '../common/messages';

export const settingsMessages: ResourceMessages = {
  name: 'Settings',
  fields: {
    product_name: 'Product name', tagline: 'Tagline', phone_primary: 'Phone', phone_secondary: 'Second phone', whatsapp_number: 'WhatsApp number',
    email_primary: 'Email', email_secondary: 'Second email', address: 'Address', rera_orn: 'RERA ORN', instagram_url: 'Instagram',
    facebook_url: 'Facebook', twitter_url: 'Twitter', linkedin_url: 'LinkedIn',
    agency_fee_pct: 'Agency fee (% of the price)',
  },
};
