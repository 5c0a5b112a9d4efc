import { useEffect, useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { api, errorMessage } from '../../src/api/client';
import { useTr } from '../common/useTr';

interface ActivityEvent {
  id: number;
  kind: string;
  project_id: number | null;
  project_title: string | null;
  value: number | null;
  lang: string | null;
  at: string;
}

const KIND_TEXT: Record<string, string> = {
  project_view: 'Viewed %{project}',
  return_visit: 'Came back to the site',
  brochure: 'Downloaded the brochure of %{project}',
  calculator: 'Ran the returns calculator for %{project}',
  shortlist: 'Shortlisted %{project}',
  compare: 'Compared projects',
  alert: 'Signed up for alerts',
  visa_check: 'Checked the Golden Visa',
};

/** What an event's number means, beside its line (issue 39 item 10). */
function detail(e: ActivityEvent, tr: ReturnType<typeof useTr>): string | null {
  if (e.value == null) return null;
  if (e.kind === 'project_view') return tr('%{seconds} s on the page', { seconds: e.value });
  if (e.kind === 'compare') return tr('%{n} projects side by side', { n: e.value });
  if (e.kind === 'visa_check') return e.value === 1 ? tr('eligible') : tr('not eligible');
  return null;
}

/**
 * What this lead's browser did on the site, newest first (issue 24/28: recorded only with the visitor's
 * consent, joined when they enquired), a page at a time. Works the same on a phone.
 */
export function LeadActivity({ resource }: { resource: 'enquiries' | 'mortgage-enquiries' }) {
  const record = useRecordContext();
  const tr = useTr();
  const [events, setEvents] = useState<ActivityEvent[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = async (before: number | null) => {
    if (!record?.id) return;
    setLoading(true);
    try {
      const { data } = await api.get<{ data: ActivityEvent[]; next: number | null }>(`/api/${resource}/${record.id}/activity`, { params: before ? { before } : {} });
      setEvents((prev) => (before ? [...prev, ...data.data] : data.data));
      setNext(data.next);
      setError(null);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setLoading(false);
    }
  };
  useEffect(() => {
    void load(null);
  }, [record?.id, resource]);

  const line = (e: ActivityEvent) => {
    const project = e.project_title ?? (e.project_id ? `#${e.project_id}` : tr('a project'));
    // A calculator run without a project is the calculator's own page.
    const base = e.kind === 'calculator' && !e.project_id ? tr('Used the returns calculator') : tr(KIND_TEXT[e.kind] ?? e.kind, { project });
    const extra = [detail(e, tr), e.lang ? e.lang.toUpperCase() : null].filter(Boolean).join(' · ');
    return { base, extra };
  };

  return (
    <Box component="section" aria-labelledby="lead-activity-title" sx={{ mt: 2 }} data-testid="lead-activity">
      <Typography variant="subtitle2" component="h3" id="lead-activity-title">
        {tr('Activity on the site')}
      </Typography>
      {error && <Typography color="error" variant="body2">{error}</Typography>}
      {!error && !loading && events.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {tr('No activity recorded (the visitor did not allow it, or enquired from another browser).')}
        </Typography>
      )}
      <List dense disablePadding>
        {events.map((e) => {
          const { base, extra } = line(e);
          return (
            <ListItem key={e.id} disableGutters divider>
              <ListItemText primary={base} secondary={[new Date(e.at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }), extra].filter(Boolean).join(' · ')} />
            </ListItem>
          );
        })}
      </List>
      {next && (
        <Button onClick={() => void load(next)} disabled={loading} sx={{ minHeight: 44 }}>
          {tr('Show older activity')}
        </Button>
      )}
    </Box>
  );
}
