import { Box, Button, Card, CardContent, Chip, Grid, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useCanAccess, useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { LEAD_STATUSES } from '../../src/constants';
import { fetchAllRows } from '../leads/csv';
import { STATUS_LABELS } from '../leads/StatusChip';
import { BRAND } from '../theme';
import { daysAgoIso, perDay } from './stats';

interface Stats {
  projects: number;
  published: number;
  week: Record<string, number>;
  month: Record<string, number>;
  days: { day: string; count: number }[];
  latest: { id: number; name: string; email: string; created_at: string; status: string }[];
}

function Count({ label, value }: { label: string; value: number | string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`count-${label}`}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Simple SVG bars: no chart library for thirty numbers. */
function DayBars({ days }: { days: Stats['days'] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const w = 18;
  return (
    <svg viewBox={`0 0 ${days.length * w} 120`} width="100%" height="160" role="img" aria-label="Enquiries per day, last 30 days">
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

const byStatus = (rows: { status?: unknown }[]) => rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [String(r.status)]: (acc[String(r.status)] ?? 0) + 1 }), {});

export function Dashboard() {
  const dataProvider = useDataProvider();
  const { canAccess: canLeads } = useCanAccess({ action: 'list', resource: 'enquiries' });
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const count = (resource: string, filter: Record<string, unknown> = {}) =>
      dataProvider.getList(resource, { filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 1 } }).then((r) => r.total ?? 0);
    (async () => {
      const [projects, published] = await Promise.all([count('projects'), count('projects', { published: true })]);
      let month: Record<string, unknown>[] = [];
      let latest: Stats['latest'] = [];
      if (canLeads) {
        month = await fetchAllRows(dataProvider, 'enquiries', { created_at_gte: daysAgoIso(30) }, { field: 'created_at', order: 'DESC' });
        latest = month.slice(0, 5) as unknown as Stats['latest'];
      }
      const weekStart = daysAgoIso(7);
      if (live)
        setStats({
          projects,
          published,
          month: byStatus(month),
          week: byStatus(month.filter((r) => String(r.created_at) >= weekStart)),
          days: perDay(month.map((r) => String(r.created_at))),
          latest,
        });
    })().catch((e) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [dataProvider, canLeads]);

  const total = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Dashboard" />
      {error && <Typography color="error">{error}</Typography>}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}><Count label="Projects" value={stats?.projects ?? '…'} /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Count label="Published projects" value={stats?.published ?? '…'} /></Grid>
        {canLeads && (
          <>
            <Grid size={{ xs: 6, md: 3 }}><Count label="Enquiries this week" value={stats ? total(stats.week) : '…'} /></Grid>
            <Grid size={{ xs: 6, md: 3 }}><Count label="Enquiries this month" value={stats ? total(stats.month) : '…'} /></Grid>
          </>
        )}
        {canLeads && stats && (
          <Grid size={{ xs: 12 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6">Enquiries by status (30 days)</Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
                  {LEAD_STATUSES.map((s) => (
                    <Chip key={s} label={`${STATUS_LABELS[s]}: ${stats.month[s] ?? 0} (week ${stats.week[s] ?? 0})`} />
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
                <Typography variant="h6">Latest enquiries</Typography>
                {stats.latest.length === 0 && <Typography color="text.secondary">No enquiries in the last 30 days.</Typography>}
                <List dense>
                  {stats.latest.map((e) => (
                    <ListItemButton key={e.id} component={Link} to={`/admin/enquiries/${e.id}`}>
                      <ListItemText primary={`${e.name} · ${STATUS_LABELS[e.status as keyof typeof STATUS_LABELS] ?? e.status}`} secondary={`${e.email} · ${new Date(e.created_at).toLocaleString()}`} />
                    </ListItemButton>
                  ))}
                </List>
              </CardContent>
            </Card>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" gutterBottom>
                Quick links
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button component={Link} to="/admin/add-project" variant="contained">Add project</Button>
                <Button component={Link} to="/admin/add-blog">Write an article</Button>
                <Button component={Link} to="/admin/enquiry">Enquiries</Button>
                <Button component={Link} to="/admin/page-home">Edit the home page</Button>
                <Button component={Link} to="/admin/profile">My profile</Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
