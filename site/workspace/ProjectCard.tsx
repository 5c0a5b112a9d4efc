import { Link } from 'react-router-dom';
import type { ProjectCard as ProjectCardData } from '../../src/site-contract';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../src/constants';
import { bedroomLabel } from '../../src/search/projectFilters';
import card from '../components/card.module.css';
import { Picture } from '../components/Picture';
import type { FirstCard } from '../components/Cards';
import { useI18n } from '../i18n/I18n';
import { fallbackLang, type LangAttributes } from '../i18n/fallback';
// The investor's workspace (issue 27): the heart on every project card.
import { SaveButton } from './SaveButton';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ProjectCard.module.css';

/** A project's card in every list of projects, with the investor's heart over its picture. */
function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className={cx(text.body, text.muted, styles.factLabel)}>{label}</dt>
      <dd className={cx(text.body, styles.factValue)}>{value}</dd>
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

export function ProjectCard({ project, first }: { project: ProjectCardData } & FirstCard) {
  const { t, tx, fmt } = useI18n();
  const status = tx(PROJECT_STATUS_LABELS[project.status as ProjectStatus] ?? project.status);
  const beds = project.match?.bedrooms;
  const fromLabel = beds == null ? t('From') : t('{beds} from', { beds: tx(bedroomLabel(beds)) });
  return (
    <li className={styles.item}>
      <Link to={`/project/${project.slug}`} className={card.card}>
        <div className={styles.media}>
          <Picture media={project.gallery?.[0]} alt="" eager={first} style={{ height: '100%' }} />
          {/* The status and the plan share one row that wraps: a long plan name never runs over the status on a phone. */}
          <div className={styles.badges}>
            <span className={cx(styles.badge, styles.status)}>{status}</span>
            {project.payment_plan?.label && (
              <span className={cx(styles.badge, styles.plan)}>
                {/* "1% monthly" inside Arabic or Russian: isolated so its number and sign stay in order (issue 39 item 5), and
                    marked English when staff have not translated it yet, around the page's own word for "plan". */}
                <PlanName label={project.payment_plan.label} lang={fallbackLang(project, 'payment_plan')} />
              </span>
            )}
          </div>
        </div>
        <div className={styles.body}>
          <div>
            <h3 className={text.h3} {...fallbackLang(project, 'title')}>
              <bdi>{project.title}</bdi>
            </h3>
            <p className={cx(text.body, text.muted, styles.place)}>
              {project.area_name && <span {...fallbackLang(project, 'area_name')}>{project.area_name}</span>}
              {project.area_name && project.developer_name && ' · '}
              {project.developer_name}
              {!project.area_name && !project.developer_name && tx('Dubai')}
            </p>
          </div>
          <dl className={styles.facts}>
            {/* A search by bedrooms or budget (issue 39): what the matching units start from, for the count asked for. */}
            <Fact label={fromLabel} value={fmt.priceShort(project.match ? project.match.price_from_aed : project.starting_price_aed)} />
            <Fact label={t('Handover')} value={fmt.handover(project.handover_year, project.handover_quarter)} />
            <Fact label={t('Bedrooms')} value={fmt.bedrooms(project.bedrooms_min, project.bedrooms_max)} />
            <Fact label={t('Per sq ft')} value={fmt.priceShort(project.price_per_sqft_aed)} />
          </dl>
        </div>
      </Link>
      {/* Outside the link (a button inside a link is not valid), over the picture's lower end corner. */}
      <div className={styles.saveLayer}>
        <div className={styles.save}>
          <SaveButton slug={project.slug} title={project.title} projectId={project.id} />
        </div>
      </div>
    </li>
  );
}
