import { BooleanField, DateField, NumberField, ReferenceField, SelectField, TextField } from 'react-admin';
import type { CompactRow } from '../common/CompactList';
import { FlagChip } from '../common/FlagChip';
import { formatAed, joinParts, shortDate } from '../common/format';
import { ResponsiveList } from '../screens/ResponsiveList';
import { MissingTranslations } from '../common/Translations';
import { UnitNamesChip } from '../common/UnitNamesChip';
import { PROJECT_STATUS_CHOICES, projectFilters } from './ProjectFilters';
import { OldPlanChip } from './OldPlanChip';

/** Phone row: title, status and price, developer in the corner. */
const phoneRow: CompactRow = {
  primary: 'title',
  secondary: (r) => joinParts(PROJECT_STATUS_CHOICES.find((c) => c.id === r.status)?.name, formatAed(r.starting_price_aed)),
  tertiary: (r) => shortDate(r.updated_at),
  chip: <FlagChip source="published" on="Published" off="Draft" />,
};

/** Rows open the editor for roles that may change projects, the read-only view for the others. */
export function ProjectList() {
  return (
    <ResponsiveList title="Projects" filters={projectFilters} sort={{ field: 'created_at', order: 'DESC' }} compact={phoneRow}>
      <TextField source="title" />
      <SelectField source="status" choices={PROJECT_STATUS_CHOICES} />
      <ReferenceField source="developer_id" reference="developers" link={false} />
      <ReferenceField source="area_id" reference="areas" link={false} />
      <NumberField source="starting_price_aed" options={{ style: 'currency', currency: 'AED', maximumFractionDigits: 0 }} />
      <BooleanField source="published" />
      <DateField source="updated_at" showTime />
      <MissingTranslations source="translated_langs" sortable={false} />
      <OldPlanChip label="Payment plan" sortable={false} />
      <UnitNamesChip label="Unit names" sortable={false} />
    </ResponsiveList>
  );
}
