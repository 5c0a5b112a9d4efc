import { Container } from '../components/Container';
import { useI18n } from '../i18n/I18n';
import styles from './RateNote.module.css';

/** Under every page shown in another currency (issue 26): the rate, its date, and that the AED price applies. */
export function RateNote() {
  const { t, fmt, currency } = useI18n();
  if (!currency) return null;
  return (
    <Container>
      <p data-testid="currency-note" className={styles.note}>
        {t('Prices in {code} are indicative: converted at 1 {code} = AED {rate} on {date}. The price in AED is the one that applies.', {
          code: currency.code,
          rate: fmt.decimal(currency.aedPerUnit),
          date: fmt.longDate(`${currency.rateDate}T00:00:00Z`) ?? currency.rateDate,
        })}
      </p>
    </Container>
  );
}
