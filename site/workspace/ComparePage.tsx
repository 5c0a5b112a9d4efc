import { useEffect, type ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { CompareColumn, CompareData } from '../../src/workspace/projects';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../src/constants';
import { PageHero } from '../components/PageHero';
import { Container } from '../components/Container';
import { ScrollTable } from '../components/ScrollTable';
import { useI18n } from '../i18n/I18n';
// Issue 39: a structured plan's milestone without a label is named from its rule.
import { milestoneName } from '../../src/paymentPlan/texts';
import type { PlanMilestoneRule } from '../../src/paymentPlan/schedule';
import type { PlanWords } from '../../src/paymentPlan/words/en';
import { recordActivity } from '../activity';
import { unitTypeName } from '../i18n/names';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ComparePage.module.css';

interface Row {
  label: string;
  /** What each column shows, and the text compared to find differences. */
  cells: { show: ReactNode; text: string }[];
}

const plain = (v: string | null | undefined, none: string) => ({ show: v ?? none, text: v ?? '' });

/** The compare route's data: the projects, and the plan words of the page's language (null: English). */
export type ComparePageData = CompareData & { planWords: PlanWords | null };

/**
 * /compare?projects=a,b,c (and /ar, /ru, /zh): two to four projects side by side, server-rendered so the link
 * can be shared; rows whose values differ are highlighted.
 */
export function ComparePage() {
  const { t, tx, fmt, lang } = useI18n();
  const data = useLoaderData() as ComparePageData;
  const stepName = (m: { label?: string | null; due?: unknown }) => m.label ?? (m.due ? milestoneName(m as PlanMilestoneRule, lang, data.planWords) : '');
  const compared = data.columns.map((c) => c.project.slug).join(',');
  // A comparison on the visitor's activity record (issue 39 item 10), once per set of projects, the count as its value.
  useEffect(() => {
    if (data.columns.length > 1) recordActivity({ kind: 'compare', value: data.columns.length, lang });
  }, [compared, lang]);
  const none = '–';
  const cols = data.columns;
  const each = (f: (c: CompareColumn) => { show: ReactNode; text: string }) => cols.map(f);
  const plan = (c: CompareColumn) => {
    const pp = c.project.payment_plan;
    const steps = pp?.milestones ?? [];
    const summary = [pp?.label, c.project.post_handover ? t('With post-handover payments') : null].filter(Boolean).join(' · ');
    return {
      show: steps.length ? (
        <>
          {summary && <div>{summary}</div>}
          <ul>
            {steps.map((m, i) => (
              <li key={i}>
                {fmt.percent(m.percent)} {stepName(m)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        summary || none
      ),
      text: `${summary}|${steps.map((m) => `${m.percent}${stepName(m)}`).join(',')}`,
    };
  };
  const units = (c: CompareColumn) => {
    const list = c.project.unit_types ?? [];
    return {
      show: list.length ? (
        <ul>
          {list.map((u, i) => (
            <li key={i}>
              {unitTypeName(u.name, { lang, t })}
              {u.price_from_aed ? `: ${t('From {price}', { price: fmt.priceShort(u.price_from_aed) ?? '' })}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        none
      ),
      text: list.map((u) => `${u.name}${u.price_from_aed ?? ''}`).join(','),
    };
  };
  const market = (c: CompareColumn, pick: (f: NonNullable<CompareColumn['market']>['figures']) => number | null, format: (n: number) => string | null) => {
    const n = c.market ? pick(c.market.figures) : null;
    const v = n == null ? null : format(n);
    return { show: v ? `${v}${c.market?.scope === 'area' ? ` (${t('the area')})` : ''}` : none, text: v ?? '' };
  };
  const rows: Row[] = [
    { label: t('Starting price'), cells: each((c) => plain(fmt.price(c.project.starting_price_aed), none)) },
    { label: t('Price per sq ft'), cells: each((c) => plain(fmt.price(c.project.price_per_sqft_aed), none)) },
    { label: t('Status'), cells: each((c) => plain(tx(PROJECT_STATUS_LABELS[c.project.status as ProjectStatus] ?? c.project.status), none)) },
    { label: t('Handover'), cells: each((c) => plain(fmt.handover(c.project.handover_year, c.project.handover_quarter), none)) },
    { label: t('Payment plan'), cells: each(plan) },
    { label: t('Service charge'), cells: each((c) => plain(c.project.service_charge_aed_per_sqft == null ? null : t('AED {amount}/sq ft a year', { amount: fmt.decimal(c.project.service_charge_aed_per_sqft) }), none)) },
    { label: t('Expected rental yield'), cells: each((c) => plain(fmt.percent(c.project.expected_rental_yield_pct), none)) },
    { label: t('Unit types and prices'), cells: each(units) },
    { label: t('Developer'), cells: each((c) => ({ show: c.developer ? <Link to={`/developers/${c.developer.slug}`}>{c.developer.name}</Link> : none, text: c.developer?.name ?? '' })) },
    {
      label: t('Track record'),
      cells: each((c) => {
        const d = c.developer;
        const parts = d
          ? [
              d.founded_year ? t('Founded {year}', { year: d.founded_year }) : null,
              d.delivered_projects != null ? t('{n} projects delivered', { n: d.delivered_projects }) : null,
              d.on_time_delivery_pct != null ? t('{pct} on time', { pct: fmt.percent(d.on_time_delivery_pct) ?? '' }) : null,
            ].filter((x): x is string => !!x)
          : [];
        return { show: parts.length ? parts.join(' · ') : none, text: parts.join('|') };
      }),
    },
    { label: t('Area'), cells: each((c) => ({ show: c.project.area_slug ? <Link to={`/area/${c.project.area_slug}`}>{c.project.area_name}</Link> : none, text: c.project.area_name ?? '' })) },
    // Market evidence (issue 25): registered-deal figures, the project's own or its area's.
    { label: t('Off-plan median per sq ft'), cells: each((c) => market(c, (f) => f.sales.off_plan.median_aed_per_sqft, (n) => fmt.price(n))) },
    { label: t('Ready median per sq ft'), cells: each((c) => market(c, (f) => f.sales.ready.median_aed_per_sqft, (n) => fmt.price(n))) },
    { label: t('Gross yield, 1 bedroom'), cells: each((c) => market(c, (f) => f.gross_yield_pct['1'], (n) => fmt.percent(n))) },
  ];
  const missing = data.slugs.length - cols.length;
  return (
    <article>
      <PageHero title={t('Compare projects')} subtitle={t('Highlighted rows differ between the projects.')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('My shortlist'), to: '/shortlist' }, { label: t('Compare projects') }]} />
      <Container className={styles.body}>
        {missing > 0 && <p className={cx(text.body, styles.missing)}>{t('{n} of the projects in this link are no longer on sale.', { n: missing })}</p>}
        {cols.length === 0 ? (
          <p className={text.body}>{t('None of these projects is on sale any more.')}</p>
        ) : (
          <ScrollTable label={t('Compare projects')}>
            <table className={styles.table} data-testid="compare-table">
              <thead>
                <tr>
                  <td />
                  {cols.map((c) => (
                    <th key={c.project.id} scope="col">
                      <Link to={`/project/${c.project.slug}`}>{c.project.title}</Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const differs = new Set(r.cells.map((c) => c.text)).size > 1;
                  return (
                    <tr key={r.label} data-differs={differs}>
                      <th scope="row">{r.label}</th>
                      {r.cells.map((c, i) => (
                        <td key={cols[i].project.id}>{c.show}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </Container>
    </article>
  );
}
