import TimerIcon from '@mui/icons-material/Timer';
import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetOne, useRecordContext } from 'react-admin';
import { settingsWorkingHours, workingMs, type WorkingHours } from '../../src/leads/workingTime';

const MINUTE = 60_000;
/** Used until the lead settings load, and for roles that cannot read them. */
const DEFAULT_SLA_MINUTES = 15;

/** "5 min", "3 h 20 min", "2 days". */
export function elapsed(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
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
  const now = useNow();
  const { target, hours } = useResponseTarget();
  if (!record?.created_at) return null;
  const received = new Date(record.created_at).getTime();
  if (record.first_response_at) {
    // Against the target: working time when the settings say so; shown as elapsed time either way.
    const answeredAt = new Date(record.first_response_at).getTime();
    const took = answeredAt - received;
    const late = workingMs(received, answeredAt, hours) > target;
    return <Chip size="small" variant="outlined" icon={<TimerIcon />} color={late ? 'error' : 'success'} label={`Answered in ${elapsed(took)}`} data-testid="response-timer" />;
  }
  const waited = now - received;
  if (record.status !== 'new') return <Chip size="small" variant="outlined" icon={<TimerIcon />} label={`${elapsed(waited)} ago`} />;
  const overdue = workingMs(received, now, hours) > target;
  return (
    <Chip
      size="small"
      icon={<TimerIcon />}
      color={overdue ? 'error' : 'warning'}
      label={overdue ? `Overdue ${elapsed(waited)}` : `Waiting ${elapsed(waited)}`}
      title={overdue ? `Past the response target: waiting ${elapsed(waited)} for a first answer` : `Waiting ${elapsed(waited)} for a first answer`}
      data-testid="response-timer"
      data-overdue={overdue ? 'true' : 'false'}
    />
  );
}
