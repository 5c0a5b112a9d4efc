import type { ProjectData } from '../../src/site-contract';
import { ScrollTable } from '../components/ScrollTable';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish } from '../i18n/fallback';
import { unitTypeIsWorded, unitTypeName } from '../i18n/names';
import table from '../components/table.module.css';

/** A project's unit types and their prices: an island on the project page (decision 049). */
export function ProjectUnitTypes({ project: p }: { project: ProjectData['project'] }) {
  const { t, tx, fmt, lang } = useI18n();
  return (
    <ScrollTable label={t('Unit types and prices table')}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t('Unit')}</th>
            <th scope="col">{t('Bedrooms')}</th>
            <th scope="col">{t('Size')}</th>
            <th scope="col">{t('Price from')}</th>
            <th scope="col">{t('Available')}</th>
          </tr>
        </thead>
        <tbody>
          {p.unit_types.map((u, i) => (
            <tr key={i}>
              <td {...(lang !== 'en' && unitTypeIsWorded(u.name) ? {} : alwaysEnglish(lang))}>
                {unitTypeName(u.name, { lang, t })}
              </td>
              <td>{u.bedrooms === 0 ? tx('Studio') : u.bedrooms}</td>
              <td>{fmt.area(u.size_sqft_from, u.size_sqft_to) ?? '—'}</td>
              <td>{fmt.price(u.price_from_aed) ?? t('On request')}</td>
              <td>{u.available ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
