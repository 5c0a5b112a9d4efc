import type { PriceChange } from '../../src/workspace/priceChange';
import { useI18n } from '../i18n/I18n';
import { ScrollTable } from '../components/ScrollTable';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './PriceHistory.module.css';

/**
 * A project page's "price updated" line and its small history (issue 27): the recorded changes of the starting
 * price and of each unit type's "price from", newest first, in a native disclosure (no script needed).
 */
export function PriceHistory({ changes }: { changes: PriceChange[] | undefined }) {
  const { t, fmt } = useI18n();
  // A first price set when the project was created is not an update.
  const updates = (changes ?? []).filter((c) => c.old_price_aed != null);
  if (!updates.length) return null;
  const none = '–';
  return (
    <details data-testid="price-history" className={styles.history}>
      <summary>{t('Price updated {date}', { date: fmt.longDate(updates[0].changed_at) ?? '' })}</summary>
      <ScrollTable label={t('Price history')}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t('Price history')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Price')}</th>
              <th scope="col">{t('Was')}</th>
              <th scope="col">{t('Now')}</th>
            </tr>
          </thead>
          <tbody>
            {updates.map((c, i) => (
              <tr key={i}>
                <td>{fmt.longDate(c.changed_at)}</td>
                <td>{c.unit_type ?? t('Starting price')}</td>
                <td>{fmt.price(c.old_price_aed) ?? none}</td>
                <td>{fmt.price(c.new_price_aed) ?? none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      <p className={cx(text.body, text.muted, styles.note)}>{t('Prices as published by the developer; changes recorded on the day we update them.')}</p>
    </details>
  );
}
