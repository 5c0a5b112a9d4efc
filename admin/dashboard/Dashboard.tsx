import { Box, Button, Card, CardContent, Chip, Grid, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useCanAccess, useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import { LEAD_STATUSES } from '../../src/constants';
import { api, errorMessage } from '../../src/api/client';
import { STATUS_LABELS } from '../leads/StatusChip';
import { elapsed } from '../leads/ResponseTimer';
import { BRAND } from '../theme';
import { MyDay } from './MyDay';

interface Stats {
  projects: number;
  published: number;
  week: Record<string, number>;
  month: Record<string, number>;
  days: { day: string; count: number }[];
  latest: { id: number; name: string; email: string; created_at: string; status: string }[];
  speed?: { slaMinutes: number; overdue: number; medianResponseMinutes: number | null; answered: number };
  deliveries?: { pending: number; failed: number };
}

const minutesText = (m: number | null | undefined, translate: TranslateFunction) => (m == null ? '–' : elapsed(m * 60_000, translate));

/** A count card; `id` names it for tests whatever the language. */
function Count({ id, label, value }: { id: string; label: string; value: number | string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`count-${id}`}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Simple SVG bars: no chart library for thirty numbers. */
function DayBars({ days }: { days: Stats['days'] }) {
  const translate = useTranslate();
  const max = Math.max(1, ...days.map((d) => d.count));
  const w = 18;
  return (
    <svg viewBox={`0 0 ${days.length * w} 120`} width="100%" height="160" role="img" aria-label={translate('oasis.dashboard.per_day')}>
      {days.map((d, i) => {
        const h = (d.count / max) * 100;
        return (
          <g key={d.day}>
            <title>{`${d.day}: ${d.count}`}</title>
            <rect x={i * w + 2} y={105 - h} width={w - 4} height={Math.max(h, 1)} fill={d.count ? BRAND.gold : '#e0d8c8'} rx={2} />
          </g>
        );
      })}
      <text x={0} y={118} fontSize={8} fill="#666">{days[0]?.day}</text>
      <text x={days.length * w} y={118} fontSize={8} fill="#666" textAnchor="end">{days[days.length - 1]?.day}</text>
    </svg>
  );
}

export function Dashboard() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`oasis.dashboard.${key}`, options);
  const { canAccess: canLeads } = useCanAccess({ action: 'list', resource: 'enquiries' });
  // Whoever works leads (sales, managers) starts the day with their tasks, hot leads and bookings (issue 40).
  const { canAccess: canTasks } = useCanAccess({ action: 'list', resource: 'tasks' });
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // One server call of indexed counts (GET /api/dashboard), however many leads there are.
    api
      .get<{ data: { projects: number; published: number; leads: Omit<Stats, 'projects' | 'published'> | null } }>('/api/dashboard')
      .then(({ data: { data } }) => {
        if (!live) return;
        const empty = { week: {}, month: {}, days: [], latest: [] };
        setStats({ projects: data.projects, published: data.published, ...(data.leads ?? empty) });
      })
      .catch((e) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      {canTasks && <MyDay />}
      {error && <Typography color="error">{error}</Typography>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}><Count id="Projects" label={t('projects')} value={stats?.projects ?? '…'} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Count id="Published projects" label={t('published')} value={stats?.published ?? '…'} /></Grid>
        {canLeads && (
          <>
            <Grid size={{ xs: 6, md: 3 }}><Count id="Enquiries this week" label={t('week')} value={stats ? total(stats.week) : '…'} /></Grid>
            <Grid size={{ xs: 6, md: 3 }}><Count id="Enquiries this month" label={t('month')} value={stats ? total(stats.month) : '…'} /></Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Link to="/admin/enquiry" style={{ textDecoration: 'none' }} aria-label={t('overdue_link', { count: stats?.speed?.overdue ?? '…' })}>
                <Count id={`Overdue leads (over ${stats?.speed?.slaMinutes ?? 15} min)`} label={t('overdue', { sla: stats?.speed?.slaMinutes ?? 15 })} value={stats?.speed?.overdue ?? '…'} />
              </Link>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}><Count id="Median first response (30 days)" label={t('median')} value={stats ? minutesText(stats.speed?.medianResponseMinutes, translate) : '…'} /></Grid>
            {stats?.deliveries && stats.deliveries.failed > 0 && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Button component={Link} to="/admin/lead-deliveries?filter=%7B%22status%22%3A%22failed%22%7D" color="error" variant="outlined" sx={{ minHeight: 44 }}>
                  {t('failed_deliveries', { smart_count: stats.deliveries.failed })}
                </Button>
              </Grid>
            )}
          </>
        )}
        {canLeads && stats && (
          <Grid size={{ xs: 12 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">{t('by_status')}</Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
                  {LEAD_STATUSES.map((s) => (
                    <Chip key={s} label={t('status_count', { status: translate(STATUS_LABELS[s]), month: stats.month[s] ?? 0, week: stats.week[s] ?? 0 })} />
                  ))}
                </Stack>
                <DayBars days={stats.days} />
              </CardContent>
            </Card>
          </Grid>
        )}
        {canLeads && stats && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2">{t('latest')}</Typography>
                {stats.latest.length === 0 && <Typography color="text.secondary">{t('no_enquiries')}</Typography>}
                <List dense>
                  {stats.latest.map((e) => (
                    <ListItem key={e.id} disablePadding>
                      <ListItemButton component={Link} to={`/admin/enquiries/${e.id}`} sx={{ minHeight: 48 }}>
                        <ListItemText primary={`${e.name} · ${e.status in STATUS_LABELS ? translate(STATUS_LABELS[e.status as keyof typeof STATUS_LABELS]) : e.status}`} secondary={`${e.email} · ${new Date(e.created_at).toLocaleString(locale === 'en' ? undefined : locale)}`} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('quick_links')}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button component={Link} to="/admin/add-project" variant="contained">{t('add_project')}</Button>
                <Button component={Link} to="/admin/add-blog">{t('write_article')}</Button>
                <Button component={Link} to="/admin/enquiry">{t('enquiries')}</Button>
                <Button component={Link} to="/admin/page-home">{t('edit_home')}</Button>
                <Button component={Link} to="/admin/profile">{t('my_profile')}</Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
