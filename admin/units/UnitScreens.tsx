import ApartmentIcon from '@mui/icons-material/Apartment';
import { Chip } from '@mui/material';
import { FunctionField, NumberField, ReferenceField, SelectInput as FilterSelect, SearchInput, SimpleForm, TextField, ReferenceInput as FilterReference, useRecordContext } from 'react-admin';
import { NumberInput, ReferenceInput, SelectInput, TextInput } from '../common/inputs';
import { unitSchema, TYPED_UNIT_STATUSES, UNIT_STATUSES } from '../../src/schemas/unit';
import { FormToolbar, formScreens } from '../screens/ResourceScreens';
import { ResponsiveList } from '../screens/ResponsiveList';
import type { CompactRow } from '../common/CompactList';
import { schemaResolver } from '../common/resolver';
import { aed, unitLabel } from './api';
import { UnitListActions } from './UnitListActions';

/** Inventory (issue 30): a project's units; holds are made from the lead's screen (admin/units/LeadUnits.tsx). */
const resolver = schemaResolver(unitSchema);
export const STATUS_CHOICES = UNIT_STATUSES.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1) }));
const COLORS: Record<string, 'success' | 'warning' | 'info' | 'default' | 'error'> = { available: 'success', held: 'warning', reserved: 'info', sold: 'error', unreleased: 'default' };

export function UnitStatusChip() {
  const record = useRecordContext();
  if (!record) return null;
  const until = record.status === 'held' && record.hold_expires_at ? ` · ${record.held_by_name ?? ''}` : '';
  return <Chip size="small" color={COLORS[record.status] ?? 'default'} label={`${STATUS_CHOICES.find((c) => c.id === record.status)?.name ?? record.status}${until}`} />;
}

const phoneRow: CompactRow = { primary: (r) => unitLabel({ unit_number: String(r.unit_number), building: String(r.building ?? '') }), secondary: (r) => `${r.type}, ${aed(r.price_aed)}, ${r.status}` };

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <FilterReference key="project" source="project_id" reference="projects" alwaysOn />,
  <FilterSelect key="status" source="status" choices={STATUS_CHOICES} />,
];

const UnitList = () => (
  <ResponsiveList compact={phoneRow} title="Units" filters={filters} actions={<UnitListActions />}>
    <ReferenceField source="project_id" reference="projects" link={false} />
    <FunctionField source="unit_number" render={(r) => unitLabel(r)} />
    <NumberField source="floor" />
    <TextField source="type" />
    <NumberField source="size_sqft" />
    <TextField source="view" />
    <FunctionField source="price_aed" render={(r) => aed(r.price_aed)} />
    <UnitStatusChip />
  </ResponsiveList>
);

const TYPED_CHOICES = STATUS_CHOICES.filter((c) => (TYPED_UNIT_STATUSES as readonly string[]).includes(c.id));

function StatusInput() {
  const record = useRecordContext();
  // Held and reserved units move through Release, Reserve and Sell on the lead's screen.
  const locked = record?.status === 'held' || record?.status === 'reserved';
  return <SelectInput source="status" choices={locked ? STATUS_CHOICES : TYPED_CHOICES} disabled={locked} helperText={locked ? 'Held or reserved: change it from the lead' : undefined} />;
}

const UnitForm = () => (
  <SimpleForm resolver={resolver} toolbar={<FormToolbar />}>
    <ReferenceInput source="project_id" reference="projects" />
    <TextInput source="building" />
    <TextInput source="unit_number" />
    <NumberInput source="floor" />
    <TextInput source="type" helperText="As the developer names it, for example 2 Bedroom" />
    <NumberInput source="bedrooms" helperText="0 for a studio" />
    <NumberInput source="size_sqft" />
    <TextInput source="view" />
    <NumberInput source="price_aed" />
    <StatusInput />
  </SimpleForm>
);

export const unitMessages = {
  name: 'Unit |||| Units',
  fields: {
    project_id: 'Project', unit_number: 'Unit', building: 'Building', floor: 'Floor', type: 'Unit type', bedrooms: 'Bedrooms', size_sqft: 'Size (sq ft)', view: 'View',
    price_aed: 'Price (AED)', status: 'Status', held_by_name: 'Held by', hold_expires_at: 'Hold ends', booking_fee_date: 'Booking fee received',
  },
};
export const unitMessagesRu = {
  name: 'Лот |||| Лоты |||| Лотов',
  fields: {
    project_id: 'Проект', unit_number: 'Лот', building: 'Корпус', floor: 'Этаж', type: 'Тип', bedrooms: 'Спальни', size_sqft: 'Площадь (кв. футы)', view: 'Вид',
    price_aed: 'Цена (AED)', status: 'Статус', held_by_name: 'Держит', hold_expires_at: 'Бронь до', booking_fee_date: 'Задаток получен',
  },
};

export default {
  list: UnitList,
  ...formScreens(UnitForm, { create: 'Add unit', edit: 'Edit unit', show: 'Unit' }, { status: 'available', building: '' }),
  icon: ApartmentIcon,
  recordRepresentation: (r: { unit_number: string; building: string }) => unitLabel(r),
};
