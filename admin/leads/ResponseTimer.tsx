import TimerIcon from '@mui/icons-material/Timer';
import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetOne, useRecordContext, useTranslate, type TranslateFunction } from 'react-admin';
import { settingsWorkingHours, workingMs, type WorkingHours } from '../../src/leads/workingTime';

const MINUTE = 60_000;
/** Used until the lead settings load, and for roles that cannot read them. */
const DEFAULT_SLA_MINUTES = 15;

/** "5 min", "3 h 20 min", "2 days", in the staff language. */
export function elapsed(ms: number, translate: TranslateFunction): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 60) return translate('oasis.time.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? translate('oasis.time.hours_minutes', { h: hours, m: minutes % 60 }) : translate('oasis.time.hours', { h: hours });
  return translate('oasis.time.days', { smart_count: Math.floor(hours / 24) });
}

/** Re-renders once a minute so the waiting time stays true while the screen is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The response target of the lead settings, in milliseconds, and the working hours it counts (fetched once, shared by every row). */
export function useResponseTarget(): { target: number; hours: WorkingHours | null } {
  const { data } = useGetOne('lead-settings', { id: 1 }, { staleTime: 5 * MINUTE, retry: false });
  return { target: (Number(data?.lead_sla_minutes) || DEFAULT_SLA_MINUTES) * MINUTE, hours: settingsWorkingHours(data) };
}

/**
 * Speed to lead: how long a lead waited for its first response (the first status change or note), or,
 * while it waits, how long so far; red once past the response target of the lead settings.
 */
export function ResponseTimer() {
  const record = useRecordContext();
  const translate = useTranslate();
  const now = useNow();
  const { target, hours } = useResponseTarget();
  if (!record?.created_at) return null;
  const received = new Date(record.created_at).getTime();
  if (record.first_response_at) {
    // Against the target: working time when the settings say so; shown as elapsed time either way.
    const answeredAt = new Date(record.first_response_at).getTime();
    const took = answeredAt - received;
    const late = workingMs(received, answeredAt, hours) > target;
    return <Chip size="small" variant="outlined" icon={<TimerIcon />} color={late ? 'error' : 'success'} label={translate('oasis.lead.answered_in', { time: elapsed(took, translate) })} data-testid="response-timer" />;
  }
  const waited = elapsed(now - received, translate);
  if (record.status !== 'new') return <Chip size="small" variant="outlined" icon={<TimerIcon />} label={translate('oasis.lead.ago', { time: waited })} />;
  const overdue = workingMs(received, now, hours) > target;
  return (
    <Chip
      size="small"
      icon={<TimerIcon />}
      color={overdue ? 'error' : 'warning'}
      label={translate(overdue ? 'oasis.lead.overdue' : 'oasis.lead.waiting', { time: waited })}
      title={translate(overdue ? 'oasis.lead.overdue_title' : 'oasis.lead.waiting_title', { time: waited })}
      data-testid="response-timer"
      data-overdue={overdue ? 'true' : 'false'}
    />
  );
}
