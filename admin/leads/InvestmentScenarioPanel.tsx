import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { storedScenario } from '../../src/investment';
import { englishVisaText, type VisaProperty, type VisaResult, type VisaText } from '../../src/golden-visa';
import { addMonths } from '../../src/paymentPlan/schedule';

type Stored = ReturnType<typeof storedScenario>;

const aed = (n: number) => `AED ${Math.round(n).toLocaleString('en-US')}`;
const pct = (n: number | null) =>
  n == null ? '-' : `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * Investor math (issue 26): the returns scenario a visitor sent with the enquiry, as the server recomputed it
 * (src/investment.ts), so the salesperson sees the figures the visitor saw. Nothing when none was sent.
 */
export function InvestmentScenarioPanel() {
  const record = useRecordContext<{
    investment_scenario?: Stored | null;
    golden_visa?: { properties: VisaProperty[]; result: VisaResult } | null;
  }>();
  const translate = useTranslate();
  const tr = (key: string, _: string) => translate(`oasis.investment.${key}`, { _ });
  const trv = (key: string, _: string, vars: Record<string, string | number>) => translate(`oasis.investment.${key}`, { _, ...vars });
  const stored = record?.investment_scenario;
  const visa = record?.golden_visa?.result ? record.golden_visa : null;
  if (!stored?.scenario || !stored.result)
    return visa ? (
      <VisaCard visa={visa} title={tr('visa_title', 'Golden Visa check the visitor sent')} />
    ) : null;
  const { scenario: s, result: r } = stored;
  const rows: [string, string][] = [
    [tr('price', 'Price'), aed(s.priceAed)],
    [
      tr('unit', 'Unit'),
      trv('unit_size', '%{unit}, %{size} sq ft', {
        unit: s.bedrooms === 0 ? tr('studio', 'Studio') : trv('bedrooms', '%{n} BR', { n: s.bedrooms }),
        size: s.sizeSqft.toLocaleString('en-US'),
      }),
    ],
    [tr('handover', 'Handover'), trv('handover_months', '%{n} months after booking', { n: s.handoverMonth })],
    [
      tr('mortgage', 'Mortgage at handover'),
      s.mortgage
        ? trv('mortgage_terms', '%{ltv}% at %{rate}% over %{years} years (%{monthly}/month)', {
            ltv: s.mortgage.ltvPct,
            rate: s.mortgage.interestRatePct,
            years: s.mortgage.tenureYears,
            monthly: aed(r.monthlyMortgageAed),
          })
        : tr('none', 'None'),
    ],
    [
      tr('rent', 'Rent a year'),
      trv('rent_terms', '%{rent} (vacancy %{vacancy}%, management %{management}%, service charge AED %{charge}/sq ft)', {
        rent: aed(s.annualRentAed),
        vacancy: s.vacancyPct,
        management: s.managementFeePct,
        charge: s.serviceChargeAedPerSqft,
      }),
    ],
    [
      tr('holding', 'Holding period'),
      trv('holding_terms', '%{years} years, price change %{change}% a year', { years: s.holdingYears, change: s.annualPriceChangePct }),
    ],
    [tr('fees', 'Purchase fees'), aed(r.purchaseFeesAed)],
    [tr('cash_before', 'Cash up to handover'), aed(r.cashBeforeHandoverAed)],
    [tr('total_cash', 'Total cash invested'), aed(r.totalCashInvestedAed)],
    [tr('yields', 'Gross / net yield'), `${pct(r.grossYieldPct)} / ${pct(r.netYieldPct)}`],
    [tr('coc', 'Cash-on-cash'), pct(r.cashOnCashPct)],
    [tr('irr', 'IRR'), r.irrPct == null ? tr('no_irr', 'No IRR') : pct(r.irrPct)],
  ];
  return (
    <>
      {visa && <VisaCard visa={visa} title={tr('visa_title', 'Golden Visa check the visitor sent')} />}
      <Card variant="outlined" data-testid="lead-investment-scenario" sx={visa ? { mt: 2 } : undefined}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {tr('title', 'Returns scenario the visitor sent')}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
              gap: 2,
              m: 0,
            }}
          >
            {rows.map(([label, value]) => (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Table size="small" sx={{ mt: 2 }} aria-label={tr('plan', 'Payment plan')}>
            <TableHead>
              <TableRow>
                <TableCell>{tr('plan', 'Payment plan')}</TableCell>
                <TableCell align="right">%</TableCell>
                <TableCell align="right">{tr('month', 'Month after booking')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.milestones.map((m, i) => (
                <TableRow key={i}>
                  <TableCell>{m.label}</TableCell>
                  <TableCell align="right">{m.percent}</TableCell>
                  {/* Issue 39: a structured plan's scenario names its booking day, so each month is a calendar month. */}
                  <TableCell align="right">{s.bookedOn ? `${m.month} · ${addMonths(s.bookedOn, m.month).slice(0, 7)}` : m.month}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </>
  );
}

/** The Golden Visa check as the server decided it with the rules of the day (src/golden-visa.ts). */
function VisaCard({
  visa,
  title,
}: {
  visa: { properties: VisaProperty[]; result: VisaResult };
  title: string;
}) {
  const translate = useTranslate();
  const tr = (key: string, _: string, vars: Record<string, string | number> = {}) => translate(`oasis.investment.${key}`, { _, ...vars });
  // The rule's sentence in the back-office's language (its English text is the key), amounts filled in as AED.
  const say = ({ template, params }: VisaText) => englishVisaText({ template: translate(template, { _: template }), params });
  return (
    <Card variant="outlined" data-testid="lead-golden-visa">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{say(visa.result.summary)}</Typography>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
          {visa.properties.map((p, i) => (
            <li key={i}>
              {[
                tr('share', '%{value}, %{share}% share', { value: aed(p.valueAed), share: p.sharePct }),
                p.offPlan ? `${tr('off_plan', 'off-plan')} (${p.developerApproved ? tr('approved', 'approved developer') : tr('not_approved', 'developer not approved')})` : null,
                p.mortgaged ? (p.bankNoc ? tr('with_noc', 'mortgaged with the bank NOC') : tr('without_noc', 'mortgaged without a bank NOC')) : null,
              ]
                .filter(Boolean)
                .join(', ')}
              : {say(visa.result.properties[i]?.reason ?? { template: '', params: {} })}
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
