import TimerIcon from '@mui/icons-material/Timer';
import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';

const MINUTE = 60_000;
/** A new lead waiting longer than this is shown in red: answer it first. */
const LATE_AFTER_MS = 60 * MINUTE;

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

/** How long a new lead has waited for its first answer; for an answered lead, how long ago it came in. */
export function ResponseTimer() {
  const record = useRecordContext();
  const now = useNow();
  if (!record?.created_at) return null;
  const waited = now - new Date(record.created_at).getTime();
  if (record.status !== 'new') return <Chip size="small" variant="outlined" icon={<TimerIcon />} label={`Received ${elapsed(waited)} ago`} />;
  return (
    <Chip
      size="small"
      icon={<TimerIcon />}
      color={waited > LATE_AFTER_MS ? 'error' : 'warning'}
      label={`Waiting for an answer: ${elapsed(waited)}`}
      data-testid="response-timer"
    />
  );
}
