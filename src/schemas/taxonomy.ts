import { object, string } from 'yup';
import { AMENITY_SCOPES } from '../constants';
import { optionalText, reference, requiredText, slug } from './fields';
import { translatable } from './translations';

export const locationSchema = translatable(
  object({
    name: requiredText('Name', 120),
    area_id: reference('Area').required('Area is required').meta({ references: 'areas' }),
  }),
  ['name'],
);

export const propertyTypeSchema = translatable(
  object({
    name: requiredText('Name', 80),
    slug: slug(),
  }),
  ['name'],
);

export const amenitySchema = translatable(
  object({
    name: requiredText('Name', 80),
    icon: optionalText(60),
    applies_to: string()
      .oneOf([...AMENITY_SCOPES], 'Applies to must be project, area or both')
      .default('both'),
  }),
  ['name'],
);
