import { Card, CardContent, Chip, Grid, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { api, errorMessage } from '../../src/api/client';
import { dueText } from '../tasks/dueText';

interface MyDayData {
  day: string;
  tasks: { id: number; title: string; due_at: string; lead_id: number; lead_name: string | null; overdue: boolean }[];
  hot: { id: number; name: string; score: number; status: string }[];
  bookings: { id: number; enquiry_id: number | null; kind: string; starts_at: string; name: string; status: string }[];
}

/** One part of the day: a heading, its rows as links (48 px tall for a thumb), or a line saying there is nothing. */
function Part({ id, heading, empty, rows }: { id: string; heading: string; empty: string; rows: { key: number; to: string; primary: string; secondary: string; alert?: string }[] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={`my-day-${id}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h3" id={`my-day-${id}`}>{heading}</Typography>
        {rows.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
        <List dense data-testid={`my-day-${id}`}>
          {rows.map((r) => (
            <ListItem key={r.key} disablePadding>
              <ListItemButton component={Link} to={r.to} sx={{ minHeight: 48 }}>
                <ListItemText primary={r.primary} secondary={r.secondary} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                {r.alert && <Chip size="small" color="error" label={r.alert} sx={{ ml: 1 }} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** "My day" (issue 40 item 3): the member's tasks due today or overdue, their hot leads, today's bookings of their leads. */
export function MyDay() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`oasis.my_day.${key}`, options);
  const [data, setData] = useState<MyDayData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.get<{ data: MyDayData }>('/api/my-day').then(({ data: { data: d } }) => live && setData(d), (e) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, []);
  if (error) return <Typography color="error">{error}</Typography>;
  if (!data) return <Typography color="text.secondary">…</Typography>;
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale === 'en' ? undefined : locale, { timeStyle: 'short' });
  return (
    <section aria-labelledby="my-day-heading">
      <Typography variant="h5" component="h2" id="my-day-heading" sx={{ mb: 1 }}>{t('heading')}</Typography>
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Part id="tasks" heading={t('tasks')} empty={t('no_tasks')} rows={data.tasks.map((x) => ({ key: x.id, to: `/admin/enquiries/${x.lead_id}`, primary: x.title, secondary: `${x.lead_name ?? `#${x.lead_id}`} · ${dueText(x.due_at, locale)}`, alert: x.overdue ? t('overdue') : undefined }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Part id="hot" heading={t('hot')} empty={t('no_hot')} rows={data.hot.map((h) => ({ key: h.id, to: `/admin/enquiries/${h.id}`, primary: h.name, secondary: t('score', { score: h.score }) }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Part id="bookings" heading={t('bookings')} empty={t('no_bookings')} rows={data.bookings.map((b) => ({ key: b.id, to: b.enquiry_id ? `/admin/enquiries/${b.enquiry_id}` : '/admin/bookings', primary: `${time(b.starts_at)} · ${b.name}`, secondary: translate(`oasis.my_day.kind_${b.kind}`, { _: b.kind }) }))} />
        </Grid>
      </Grid>
    </section>
  );
}
