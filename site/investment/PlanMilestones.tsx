import { useMemo } from 'react';
import { ScrollTable } from '../components/ScrollTable';
import { useI18n } from '../i18n/I18n';
import type { LangAttributes } from '../i18n/fallback';
import { paymentSchedule, type ProjectTiming, type StructuredPlan } from '../../src/paymentPlan/schedule';
import { milestoneName, milestoneWhen } from '../../src/paymentPlan/texts';
import { usePlanWords } from './planWords';
import table from '../components/table.module.css';

/**
 * A structured payment plan as a table (issue 39 item 3): each milestone's name, when it falls due (read from the
 * one dated schedule, `paymentSchedule`), its share and what it costs at a price. Used by the project page and the
 * returns calculator, so both say the same.
 */
export function PlanMilestones({ plan, priceAed, booked, timing, caption, labelLang = {}, testId, label }: {
  plan: StructuredPlan;
  priceAed: number | null;
  booked: string;
  timing: ProjectTiming;
  caption?: string;
  /** lang/dir of staff's own labels when they are shown in English. */
  labelLang?: LangAttributes;
  /** The table's name when the page shows another plan table (names of regions on a page are unique). */
  label?: string;
  testId?: string;
}) {
  const { t, lang, fmt } = useI18n();
  const planWords = usePlanWords();
  const payments = useMemo(() => paymentSchedule(plan, priceAed ?? 0, booked, timing), [plan, priceAed, booked, timing]);
  return (
    <ScrollTable label={label ?? t('Payment plan table')}>
      <table className={table.table} data-testid={testId}>
        {caption && <caption style={{ textAlign: 'start', paddingBottom: 8 }}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('Instalment')}</th>
            <th scope="col">{t('When')}</th>
            <th scope="col">{t('Share of price')}</th>
            {priceAed ? <th scope="col">{t('Amount for {price}', { price: fmt.aed(priceAed) ?? '' })}</th> : null}
          </tr>
        </thead>
        <tbody>
          {plan.milestones.map((m, i) => {
            const mine = payments.filter((p) => p.milestone === i);
            const amount = mine[0]?.amount_aed ?? 0;
            return (
              <tr key={i}>
                <td {...(m.label ? labelLang : {})}>{milestoneName(m, lang, planWords)}</td>
                <td>{milestoneWhen(m, mine[0], lang, planWords)}</td>
                <td>
                  <bdi>{fmt.percent(m.percent)}</bdi>
                </td>
                {priceAed ? (
                  <td>
                    <bdi>{mine.length > 1 ? t('{amount} each', { amount: fmt.aed(amount) ?? '' }) : fmt.aed(amount)}</bdi>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
