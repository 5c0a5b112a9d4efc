import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { NumberInput } from '../common/inputs';
import { schemaResolver } from '../common/resolver';
import { unitSettingsSchema } from '../../src/schemas/unit';

/** Inventory (issue 30): how long a hold lasts before the unit is available again by itself. */
export function UnitSettingsEdit() {
  const translate = useTranslate();
  const text = 'A hold keeps a unit for a lead at its price; when the time runs out the unit is available again by itself.';
  return (
    <Edit resource="unit-settings" id={1} title="Unit Settings" mutationMode="pessimistic" redirect={false}>
      <SimpleForm resolver={schemaResolver(unitSettingsSchema)} toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Typography variant="body2" color="text.secondary">{translate(text, { _: text })}</Typography>
        <NumberInput source="unit_hold_hours" label="Hold length (hours)" min={1} max={720} />
      </SimpleForm>
    </Edit>
  );
}
