import type { ProjectData } from '../../src/site-contract';
import { isStructuredPlan } from '../../src/paymentPlan/schedule';
import { projectTiming } from '../../src/paymentPlan/project';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish, fallbackLang } from '../i18n/fallback';
import { ScrollTable } from '../components/ScrollTable';
import { PlanMilestones } from './PlanMilestones';
import { todayIso } from './today';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import table from '../components/table.module.css';
import styles from './ProjectPlan.module.css';

type Project = ProjectData['project'];

/**
 * A project's payment plan (issue 39): a structured plan's dated schedule for the starting price, from the one
 * schedule function, or the developer's milestones as given. An island on the project page (decision 049).
 */
export function ProjectPlan({ project: p }: { project: Project }) {
  const { t, fmt, lang } = useI18n();
  const plan = p.payment_plan;
  if (!plan) return null;
  return isStructuredPlan(plan) ? (
    // Issue 39: the plan's dated schedule for the starting price, from the one schedule function.
    <>
      <PlanMilestones
        plan={plan}
        priceAed={p.starting_price_aed}
        booked={todayIso()}
        timing={projectTiming(p)}
        caption={
          p.post_handover ? t('Includes post-handover instalments') : t('Milestones from booking to handover')
        }
        labelLang={fallbackLang(p, 'payment_plan')}
        testId="project-plan"
      />
      <p className={cx(text.body, text.muted, styles.planNote)}>
        {t('Dates from a booking today; construction and handover dates are the developer’s expected ones.')}
      </p>
    </>
  ) : (
    <ScrollTable label={t('Payment plan table')}>
      <table className={table.table}>
        <caption style={{ textAlign: 'start', paddingBottom: 8 }}>
          {p.post_handover
            ? t('Includes post-handover instalments')
            : t('Milestones from booking to handover')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Instalment')}</th>
            <th scope="col">{t('When')}</th>
            <th scope="col">{t('Share of price')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.milestones.map((m, i) => (
            <tr key={i}>
              <td {...alwaysEnglish(lang)}>{m.label}</td>
              <td {...(m.trigger ? alwaysEnglish(lang) : {})}>{m.trigger ?? '—'}</td>
              <td>{fmt.percent(m.percent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
