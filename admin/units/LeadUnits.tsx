import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, FormControl, InputLabel, MenuItem, Select, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { aed, errorMessage, leadUnits, projectChoices, projectInventory, unitAction, unitLabel, type LeadUnit, type StaffInventory } from './api';
import { InventoryNotice } from './InventoryNotice';

const dubai = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/**
 * Inventory (issue 30), on the lead's screen: hold an available unit for this lead (its price frozen, for the
 * hold length of the settings), then reserve it when the booking fee is in, and sell it; or release it.
 * A colleague's hold answers 409 with who holds it, shown as it comes.
 */
export function LeadUnits() {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  const tr = (text: string) => translate(text, { _: text });
  const leadId = record?.id as number | undefined;
  const [units, setUnits] = useState<LeadUnit[]>([]);
  const [projects, setProjects] = useState<{ id: number; title: string }[]>([]);
  // Opens on the lead's project (issue 40 item 6); staff may pick another.
  const [projectId, setProjectId] = useState<number | ''>((record?.project_id as number | null | undefined) ?? '');
  const [inventory, setInventory] = useState<StaffInventory | null>(null);
  const choices = inventory?.units ?? [];
  const [unitId, setUnitId] = useState<number | ''>('');
  const [feeDate, setFeeDate] = useState(new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => {
    if (leadId != null) leadUnits(leadId).then(setUnits, () => setUnits([]));
  }, [leadId]);
  useEffect(reload, [reload]);
  useEffect(() => {
    projectChoices().then(setProjects, () => setProjects([]));
  }, []);
  useEffect(() => {
    if (record?.project_id != null) setProjectId((p) => (p === '' ? (record.project_id as number) : p));
  }, [record?.project_id]);
  useEffect(() => {
    setUnitId('');
    if (projectId === '') return setInventory(null);
    // The same units and rule as the public page's "N available" (server/units/inventory.ts).
    projectInventory(projectId).then(setInventory, (err) => {
      setInventory(null);
      notify(errorMessage(err), { type: 'error' });
    });
  }, [projectId, notify]);
  if (leadId == null) return null;
  const act = async (id: number, verb: 'hold' | 'release' | 'reserve' | 'sell', body: object = {}) => {
    setBusy(true);
    try {
      await unitAction(id, verb, body);
      notify(tr(verb === 'hold' ? 'Unit held for this lead' : verb === 'release' ? 'Unit released' : verb === 'reserve' ? 'Unit reserved' : 'Unit sold'), { type: 'success' });
      reload();
      if (projectId !== '') setInventory(await projectInventory(projectId));
      setUnitId('');
    } catch (err) {
      notify(errorMessage(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    // On a phone the follow-up form's save bar sticks to the bottom: room below, so the last buttons can scroll above it.
    <Card variant="outlined" data-testid="lead-units" sx={{ mb: { xs: 10, md: 0 } }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h6" component="h2">{tr('Units')}</Typography>
        {units.map((u) => (
          <Box key={u.id} data-testid={`lead-unit-${u.id}`} sx={{ py: 1, borderTop: '1px solid #eee', display: 'grid', gap: 1 }}>
            <Typography>
              <strong>{u.project_title} {unitLabel(u)}</strong> {u.type}, {aed(u.held_price_aed ?? u.price_aed)} <Chip size="small" label={u.status} color={u.status === 'held' ? 'warning' : u.status === 'reserved' ? 'info' : 'default'} />
            </Typography>
            {u.status === 'held' && u.hold_expires_at && (
              <Typography variant="body2" color="text.secondary">{`${tr('Held by')} ${u.held_by_name ?? ''} ${tr('until')} ${dubai(u.hold_expires_at)} (Dubai)`}</Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {u.status === 'held' && (
                <>
                  <TextField type="date" size="small" label={tr('Booking fee received')} value={feeDate} onChange={(e) => setFeeDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                  <Button size="large" variant="contained" sx={{ minHeight: 48 }} disabled={busy} onClick={() => void act(u.id, 'reserve', { booking_fee_date: feeDate })}>{tr('Reserve')}</Button>
                </>
              )}
              {u.status === 'reserved' && <Button size="large" variant="contained" sx={{ minHeight: 48 }} disabled={busy} onClick={() => void act(u.id, 'sell')}>{tr('Mark sold')}</Button>}
              {(u.status === 'held' || u.status === 'reserved') && <Button size="large" sx={{ minHeight: 48 }} disabled={busy} onClick={() => void act(u.id, 'release')}>{tr('Release')}</Button>}
            </Box>
          </Box>
        ))}
        {inventory && <InventoryNotice inventory={inventory} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' }, alignItems: 'center' }}>
          <FormControl fullWidth>
            <InputLabel id="lead-units-project">{tr('Project')}</InputLabel>
            <Select labelId="lead-units-project" label={tr('Project')} value={projectId} onChange={(e) => setProjectId(e.target.value as number)}>
              {projects.map((p) => <MenuItem key={p.id} value={p.id}>{p.title}</MenuItem>)}
            </Select>
          </FormControl>
          <FormControl fullWidth disabled={projectId === '' || !choices.length}>
            <InputLabel id="lead-units-unit">{tr('Available unit')}</InputLabel>
            <Select labelId="lead-units-unit" label={tr('Available unit')} value={unitId} onChange={(e) => setUnitId(e.target.value as number)}>
              {choices.map((u) => <MenuItem key={u.id} value={u.id}>{`${unitLabel(u)}, ${u.type}, ${aed(u.price_aed)}`}</MenuItem>)}
            </Select>
          </FormControl>
          <Button size="large" variant="contained" disabled={unitId === '' || busy} onClick={() => unitId !== '' && void act(unitId, 'hold', { lead_id: leadId })} sx={{ minHeight: 48 }}>
            {tr('Hold for this lead')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
