import { object, string } from 'yup';
import { AMENITY_SCOPES } from '../constants';
import { optionalText, reference, requiredText, slug } from './fields';

export const locationSchema = object({
  name: requiredText('Name', 120),
  area_id: reference('Area').required('Area is required'),
});

export const propertyTypeSchema = object({
  name: requiredText('Name', 80),
  slug: slug(),
});

export const amenitySchema = object({
  name: requiredText('Name', 80),
  icon: optionalText(60),
  applies_to: string().oneOf([...AMENITY_SCOPES], 'Applies to must be project, area or both').default('both'),
});
