import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { ProjectCard as ProjectCardData } from '../../src/site-contract';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../src/constants';
import { bedroomLabel } from '../../src/search/projectFilters';
import { cardSx } from '../components/Cards';
import { Picture } from '../components/Picture';
import { useI18n } from '../i18n/I18n';
import { fallbackLang, type LangAttributes } from '../i18n/fallback';
// The investor's workspace (issue 27): the heart on every project card.
import { SaveButton } from './SaveButton';

/** A project's card in every list of projects, with the investor's heart over its picture. */
function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Typography component="dt" sx={{ fontSize: '0.75rem', color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.04em' }}>
        {label}
      </Typography>
      {/* A long conversion (roubles) wraps inside its fact, never past the card on a narrow phone. */}
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, minWidth: 0, overflowWrap: 'break-word' }}>
        {value}
      </Typography>
    </div>
  );
}

/** "{label} plan" in the page's language, the label in its own isolate (and `lang="en"` when it is shown in English). */
function PlanName({ label, lang }: { label: string; lang: LangAttributes }) {
  const { t } = useI18n();
  const [before, after = ''] = t('{label} plan', { label: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi {...lang}>{label}</bdi>
      {after}
    </>
  );
}

export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t, tx, fmt } = useI18n();
  const status = tx(PROJECT_STATUS_LABELS[project.status as ProjectStatus] ?? project.status);
  const beds = project.match?.bedrooms;
  const fromLabel = beds == null ? t('From') : t('{beds} from', { beds: tx(bedroomLabel(beds)) });
  return (
    <Box component="li" sx={{ position: 'relative' }}>
      <Box component={Link} to={`/project/${project.slug}`} sx={cardSx}>
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden', '& img': { height: '100% !important' } }}>
          <Picture media={project.gallery?.[0]} alt="" style={{ height: '100%' }} />
          {/* The status and the plan share one row that wraps: a long plan name never runs over the status on a phone. */}
          <Box sx={{ position: 'absolute', top: 12, insetInline: 12, display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, pointerEvents: 'none' }}>
            <Box component="span" sx={{ bgcolor: 'primary.main', color: '#fff', px: 1.25, py: 0.5, borderRadius: 1, fontSize: '0.8rem', fontWeight: 700 }}>
              {status}
            </Box>
            {project.payment_plan?.label && (
              <Box component="span" sx={{ bgcolor: 'secondary.main', color: '#1b1f24', px: 1.25, py: 0.5, borderRadius: 1, fontSize: '0.8rem', fontWeight: 700, marginInlineStart: 'auto' }}>
                {/* "1% monthly" inside Arabic or Russian: isolated so its number and sign stay in order (issue 39 item 5), and
                    marked English when staff have not translated it yet, around the page's own word for "plan". */}
                <PlanName label={project.payment_plan.label} lang={fallbackLang(project, 'payment_plan')} />
              </Box>
            )}
          </Box>
        </Box>
        <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}>
          <div>
            <Typography variant="h3" component="h3" {...fallbackLang(project, 'title')}>
              <bdi>{project.title}</bdi>
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
              {project.area_name && <span {...fallbackLang(project, 'area_name')}>{project.area_name}</span>}
              {project.area_name && project.developer_name && ' · '}
              {project.developer_name}
              {!project.area_name && !project.developer_name && tx('Dubai')}
            </Typography>
          </div>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))', gap: 1.5, mt: 'auto' }}>
            {/* A search by bedrooms or budget (issue 39): what the matching units start from, for the count asked for. */}
            <Fact label={fromLabel} value={fmt.priceShort(project.match ? project.match.price_from_aed : project.starting_price_aed)} />
            <Fact label={t('Handover')} value={fmt.handover(project.handover_year, project.handover_quarter)} />
            <Fact label={t('Bedrooms')} value={fmt.bedrooms(project.bedrooms_min, project.bedrooms_max)} />
            <Fact label={t('Per sq ft')} value={fmt.priceShort(project.price_per_sqft_aed)} />
          </Box>
        </Box>
      </Box>
      {/* Outside the link (a button inside a link is not valid), over the picture's lower end corner. */}
      <Box sx={{ position: 'absolute', top: 0, insetInline: 0, aspectRatio: '4 / 3', pointerEvents: 'none' }}>
        <Box sx={{ position: 'absolute', bottom: 12, insetInlineEnd: 12, pointerEvents: 'auto' }}>
          <SaveButton slug={project.slug} title={project.title} projectId={project.id} />
        </Box>
      </Box>
    </Box>
  );
}
