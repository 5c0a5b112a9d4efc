import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkGoldenVisa, DEFAULT_GOLDEN_VISA_RULES, type GoldenVisaRules, type VisaProperty, type VisaText } from '../../src/golden-visa';
import { useI18n } from '../i18n/I18n';
import { attachVisa } from '../investment/scenarioStore';
import { recordActivity } from '../activity';
import { visaResultText, visaText } from '../investment/visaTexts';

/** Visa checks recorded per visit of the page at most (the answer flipping back and forth is one interest). */
const VISA_RECORDS_MAX = 3;

const EMPTY: VisaProperty = { valueAed: 3_000_000, sharePct: 50, offPlan: false, developerApproved: false, mortgaged: false, bankNoc: false };

/** The Golden Visa check (issue 26 item 2), loaded when it comes near the screen: the answer and why, live. */
export default function GoldenVisaCheck({ rules }: { rules?: GoldenVisaRules | null }) {
  const { lang, fmt } = useI18n();
  const c = visaText(lang);
  const [properties, setProperties] = useState<VisaProperty[]>([EMPTY]);
  const [attached, setAttached] = useState(false);
  const result = checkGoldenVisa(properties, rules ?? DEFAULT_GOLDEN_VISA_RULES);
  const say = (t: VisaText) => visaResultText(lang, t.template, Object.fromEntries(Object.entries(t.params).map(([k, n]) => [k, k.endsWith('Aed') ? (fmt.aed(n) ?? '') : n])));
  const [touched, setTouched] = useState(false);
  const update = (i: number, patch: Partial<VisaProperty>) => {
    setProperties((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
    setAttached(false);
    setTouched(true);
  };
  // A visa check on the visitor's activity record (issue 39 item 10): once they have used it, and again when the
  // answer changes (value 1 eligible, 0 not), a few times a visit at most.
  const told = useRef<{ eligible: boolean | null; count: number }>({ eligible: null, count: 0 });
  useEffect(() => {
    if (!touched || told.current.eligible === result.eligible || told.current.count >= VISA_RECORDS_MAX) return;
    told.current = { eligible: result.eligible, count: told.current.count + 1 };
    recordActivity({ kind: 'visa_check', value: result.eligible ? 1 : 0, lang });
  }, [touched, result.eligible, lang]);
  const num = (v: string) => (Number.isFinite(Number(v)) ? Math.max(0, Number(v)) : 0);
  const tick = (label: string, checked: boolean, onChange: (v: boolean) => void) => (
    <FormControlLabel sx={{ minHeight: 44 }} control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />} label={label} />
  );

  return (
    <Box data-testid="golden-visa-check">
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {properties.map((p, i) => (
          <Box component="li" key={i} sx={{ p: 2, border: '1px solid #e2ded3', borderRadius: 1 }}>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 700, mb: 1.5 }}>
                {c('property', { n: i + 1 })}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField id={`visa-value-${i}`} label={c('value')} type="number" value={p.valueAed} onChange={(e) => update(i, { valueAed: num(e.target.value) })} slotProps={{ htmlInput: { min: 0, step: 100000, inputMode: 'numeric' } }} fullWidth />
                <TextField id={`visa-share-${i}`} label={c('share')} type="number" value={p.sharePct} onChange={(e) => update(i, { sharePct: Math.min(100, num(e.target.value)) })} slotProps={{ htmlInput: { min: 0, max: 100, step: 'any', inputMode: 'decimal' } }} fullWidth />
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
                {tick(c('offPlan'), p.offPlan, (v) => update(i, { offPlan: v }))}
                {p.offPlan && tick(c('approved'), p.developerApproved, (v) => update(i, { developerApproved: v }))}
                {tick(c('mortgaged'), p.mortgaged, (v) => update(i, { mortgaged: v }))}
                {p.mortgaged && tick(c('noc'), p.bankNoc, (v) => update(i, { bankNoc: v }))}
              </Box>
              {properties.length > 1 && (
                <Button onClick={() => setProperties((list) => list.filter((_, j) => j !== i))} sx={{ minHeight: 44 }}>
                  {c('remove', { n: i + 1 })}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {properties.length < 20 && (
        <Button variant="outlined" sx={{ mt: 2, minHeight: 44 }} onClick={() => {
            setProperties((list) => [...list, { ...EMPTY, valueAed: 1_000_000, sharePct: 100 }]);
            setTouched(true);
          }}>
          {c('add')}
        </Button>
      )}

      <Box component="section" aria-labelledby="visa-result-title" aria-live="polite" sx={{ mt: 3, p: 2, borderRadius: 1, bgcolor: result.eligible ? '#e5f3ea' : '#fbeceb' }}>
        <Typography variant="h3" id="visa-result-title" sx={{ fontSize: '1.2rem' }}>
          {c('result')}
        </Typography>
        <Typography data-testid="visa-summary" sx={{ mt: 1, fontWeight: 700 }}>
          {say(result.summary)}
        </Typography>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
          {result.properties.map((r, i) => (
            <li key={i}>{say(r.reason)}</li>
          ))}
        </Box>
        <Typography sx={{ mt: 1.5 }} color="text.secondary">
          {c('notLegal')}
        </Typography>
      </Box>
      <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          href="#enquiry"
          sx={{ minHeight: 44 }}
          onClick={() => {
            attachVisa({ properties });
            setAttached(true);
          }}
        >
          {c('attach')}
        </Button>
        {attached && <Typography role="status">{c('attached')}</Typography>}
      </Box>
    </Box>
  );
}
