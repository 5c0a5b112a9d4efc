import { describe, expect, it } from 'vitest';
import { settingsWorkingHours, workingMs } from '../../src/leads/workingTime';
import { leadSettingsSchema } from '../../src/schemas/leads';

const at = (dubai: string) => Date.parse(`${dubai}+04:00`);
const HOURS = { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '19:00' }; // Monday to Saturday
const MIN = 60_000;

describe('working time (Dubai, UTC+4)', () => {
  it('counts around the clock without working hours', () => {
    expect(workingMs(at('2026-11-23T20:00'), at('2026-11-23T21:30'), null)).toBe(90 * MIN);
    expect(workingMs(at('2026-11-23T21:30'), at('2026-11-23T20:00'), null)).toBe(0);
  });

  it('counts only the hours of working days', () => {
    // Monday 18:50 -> Tuesday 09:05: 10 min on Monday, 5 min on Tuesday.
    expect(workingMs(at('2026-11-23T18:50'), at('2026-11-24T09:05'), HOURS)).toBe(15 * MIN);
    // A lead at 22:00 answered at 08:30 next morning waited no working time.
    expect(workingMs(at('2026-11-23T22:00'), at('2026-11-24T08:30'), HOURS)).toBe(0);
    // Saturday 18:00 -> Monday 10:00: Sunday is off: 60 + 60 minutes.
    expect(workingMs(at('2026-11-28T18:00'), at('2026-11-30T10:00'), HOURS)).toBe(120 * MIN);
    // Within one day.
    expect(workingMs(at('2026-11-24T10:00'), at('2026-11-24T10:12'), HOURS)).toBe(12 * MIN);
  });

  it('reads the lead settings: off means around the clock; days stored as JSON', () => {
    expect(settingsWorkingHours({ lead_sla_working_hours: false })).toBeNull();
    expect(settingsWorkingHours({ lead_sla_working_hours: 1, lead_work_days: '[0,1,2,3,4]', lead_work_start: '08:30', lead_work_end: '17:30' })).toEqual({ days: [0, 1, 2, 3, 4], start: '08:30', end: '17:30' });
    expect(settingsWorkingHours({ lead_sla_working_hours: true, lead_work_days: [1, 2], lead_work_start: '09:00', lead_work_end: '18:00' })?.days).toEqual([1, 2]);
  });

  it('the settings schema refuses a bad time, an end before the start and no working day, naming the field', async () => {
    const base = { lead_notify_to: null, lead_acknowledge: false, lead_sla_minutes: 15, lead_sla_working_hours: true, lead_work_days: [1, 2], lead_work_start: '09:00', lead_work_end: '19:00', lead_routing: [] };
    await expect(leadSettingsSchema.validate(base)).resolves.toBeTruthy();
    await expect(leadSettingsSchema.validate({ ...base, lead_work_start: '9am' })).rejects.toMatchObject({ path: 'lead_work_start' });
    await expect(leadSettingsSchema.validate({ ...base, lead_work_end: '08:00' })).rejects.toMatchObject({ path: 'lead_work_end' });
    await expect(leadSettingsSchema.validate({ ...base, lead_work_days: [] })).rejects.toMatchObject({ path: 'lead_work_days' });
    await expect(leadSettingsSchema.validate({ ...base, lead_work_days: [7] })).rejects.toMatchObject({ path: 'lead_work_days[0]' });
  });
});
