import { seoLabels, stampLabels, translationLabels, type ResourceMessages } from '../common/messages';

export const areaMessages: ResourceMessages = {
  name: 'Area |||| Areas',
  fields: {
    ...stampLabels, ...seoLabels, ...translationLabels, name: 'Name', slug: 'Slug', summary: 'Summary', description: 'Description', hero_image: 'Hero image', gallery: 'Gallery',
    avg_price_per_sqft_aed: 'Average price per sq ft (AED)', rental_yield_pct: 'Rental yield (%)', service_charge_min_aed: 'Service charge from (AED)',
    service_charge_max_aed: 'Service charge to (AED)', highlights: 'Highlights', good_for: 'Good for', nearby: 'Nearby places', amenity_ids: 'Amenities',
  },
};
