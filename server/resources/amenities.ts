import type { Id, Stamps } from '../db/columns';
import { ALL_OPS, defineResource } from './define';
import { amenitySchema } from '../../src/schemas/taxonomy';

export interface AmenitiesTable extends Stamps {
  id: Id;
  name: string;
  icon: string | null;
  applies_to: string;
}

export type AmenityTables = { amenities: AmenitiesTable };

export const amenities = defineResource({
  name: 'amenities', table: 'amenities', label: 'Amenity', schema: amenitySchema, search: ['name'], public: 'all', group: 'content',
  ops: ALL_OPS, defaultSort: ['name', 'ASC'],
});
