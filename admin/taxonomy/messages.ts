import { stampLabels, translationLabels, type ResourceMessages } from '../common/messages';

export const locationMessages: ResourceMessages = { name: 'Location |||| Locations', fields: { ...stampLabels, ...translationLabels, name: 'Name', area_id: 'Area' } };
export const propertyTypeMessages: ResourceMessages = { name: 'Property type |||| Property types', fields: { ...stampLabels, ...translationLabels, name: 'Name', slug: 'Slug' } };
export const amenityMessages: ResourceMessages = { name: 'Amenity |||| Amenities', fields: { ...translationLabels, name: 'Name', icon: 'Icon', applies_to: 'Applies to' } };
