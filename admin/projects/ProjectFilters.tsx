import { BooleanInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { missingTranslationFilter, outdatedTranslationFilter } from '../common/Translations';
// Drafts of published records (issue 31)
import { hasDraftFilter } from '../versions/drafts';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '../../src/constants';

export const PROJECT_STATUS_CHOICES = PROJECT_STATUSES.map((id) => ({ id, name: PROJECT_STATUS_LABELS[id] }));

export const projectFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title, slug or permit" />,
  <SelectInput key="status" source="status" choices={PROJECT_STATUS_CHOICES} />,
  <ReferenceInput key="developer_id" source="developer_id" reference="developers" />,
  <ReferenceInput key="area_id" source="area_id" reference="areas" />,
  <BooleanInput key="published" source="published" />,
  <BooleanInput key="featured" source="featured" />,
  missingTranslationFilter,
  outdatedTranslationFilter,
  hasDraftFilter,
];
