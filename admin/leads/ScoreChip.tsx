import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The lead's score (issue 28): red "Hot 72" once it reaches the threshold of Lead Settings, else a quiet "Score 35". */
export function ScoreChip(_props: { label?: string; source?: string; sortBy?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const score = Number(record.score ?? 0);
  const hot = record.hot === true || Number(record.hot) === 1;
  const label = hot ? translate('oasis.hot.hot_score', { score }) : translate('oasis.hot.score_value', { score });
  return <Chip size="small" label={label} color={hot ? 'error' : 'default'} variant={hot ? 'filled' : 'outlined'} data-testid="lead-score" data-hot={hot ? 'true' : 'false'} />;
}
