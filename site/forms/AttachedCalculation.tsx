import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import { attachedScenario, attachScenario, onScenarioChange } from '../investment/scenarioStore';
import { useI18n } from '../i18n/I18n';

/**
 * The enquiry form says what it sends beside the fields (issue 39 item 9): the returns calculation the visitor
 * attached in the calculator (its price), with a way to take it off. Nothing shows when none is attached.
 */
export function AttachedCalculation() {
  const { t, fmt } = useI18n();
  const scenario = useSyncExternalStore(onScenarioChange, attachedScenario, () => null);
  if (!scenario) return null;
  return (
    <Box role="status" data-testid="enquiry-attached" sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', p: 1.5, borderRadius: 1.5, bgcolor: '#eef3fa', border: '1px solid #c9d7ea', fontSize: '0.95rem' }}>
      <span>{t('Your returns calculation for {price} is attached to this enquiry.', { price: fmt.price(scenario.priceAed) ?? '' })}</span>
      <Box component="button" type="button" onClick={() => attachScenario(null)} sx={{ font: 'inherit', fontWeight: 700, color: 'primary.main', background: 'none', border: 0, p: 0, minHeight: 44, cursor: 'pointer', textDecoration: 'underline' }}>
        {t('Do not send it')}
      </Box>
    </Box>
  );
}
