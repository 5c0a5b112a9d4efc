import type { UnitAvailability as Availability } from '../../src/units/contract';
import { ScrollTable } from '../components/ScrollTable';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import table from '../components/table.module.css';
import styles from './UnitAvailability.module.css';

/**
 * Inventory (issue 30): the count of units available now (computed from the units, decision 018), "Sold out"
 * with the resales enquiry when none is left, and the units themselves when the project lists them.
 */
export function UnitAvailability({ data, title }: { data: Availability | null | undefined; title: string }) {
  const { t, tx, fmt, lang } = useI18n();
  if (!data) return null;
  if (data.sold_out)
    return (
      <section aria-labelledby="units-sold-out" data-testid="units-sold-out" className={styles.soldOut}>
        <h2 id="units-sold-out" className={cx(text.h2, styles.soldOutTitle)}>
          {t('Sold out')}
        </h2>
        <p className={cx(text.body, styles.soldOutText)}>{t('Every unit of {project} has been sold. Owners sometimes resell: leave your details and we will tell you first.', { project: title })}</p>
        <a href="#enquiry" className={styles.resales}>
          {t('Register interest in resales')}
        </a>
      </section>
    );
  return (
    <section aria-labelledby="units-availability" className={styles.units}>
      <h2 id="units-availability" className={cx(text.h2, styles.unitsTitle)}>
        <span data-testid="units-available-count">{t('{available} of {total} units available', { available: data.available, total: data.total })}</span>
      </h2>
      <p className={cx(text.body, text.muted, styles.unitsNote)}>{t('Updated as units are reserved and sold.')}</p>
      {data.display === 'list' && data.units.length > 0 && (
        <ScrollTable label={t('Available units')}>
          <table className={table.table} data-testid="units-list">
            <thead>
              <tr>
                <th scope="col">{t('Unit')}</th>
                <th scope="col">{t('Floor')}</th>
                <th scope="col">{t('Bedrooms')}</th>
                <th scope="col">{t('Size')}</th>
                <th scope="col">{t('View')}</th>
                <th scope="col">{t('Price')}</th>
              </tr>
            </thead>
            <tbody>
              {data.units.map((u) => (
                <tr key={u.id}>
                  <td {...alwaysEnglish(lang)}>{u.building ? `${u.building}-${u.unit_number}` : u.unit_number}</td>
                  <td>{u.floor ?? '—'}</td>
                  <td>{u.bedrooms === 0 ? tx('Studio') : u.bedrooms}</td>
                  <td>{fmt.area(u.size_sqft) ?? '—'}</td>
                  <td {...alwaysEnglish(lang)}>{u.view ?? '—'}</td>
                  <td>{fmt.aed(u.price_aed) ?? t('On request')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
