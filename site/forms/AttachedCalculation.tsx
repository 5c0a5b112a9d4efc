import { useSyncExternalStore } from 'react';
import { attachedScenario, attachScenario, onScenarioChange } from '../investment/scenarioStore';
import { useI18n } from '../i18n/I18n';
import styles from './AttachedCalculation.module.css';

/**
 * The enquiry form says what it sends beside the fields (issue 39 item 9): the returns calculation the visitor
 * attached in the calculator (its price), with a way to take it off. Nothing shows when none is attached.
 */
export function AttachedCalculation() {
  const { t, fmt } = useI18n();
  const scenario = useSyncExternalStore(onScenarioChange, attachedScenario, () => null);
  if (!scenario) return null;
  return (
    <div role="status" data-testid="enquiry-attached" className={styles.attached}>
      <span>{t('Your returns calculation for {price} is attached to this enquiry.', { price: fmt.price(scenario.priceAed) ?? '' })}</span>
      <button type="button" onClick={() => attachScenario(null)} className={styles.remove}>
        {t('Do not send it')}
      </button>
    </div>
  );
}
