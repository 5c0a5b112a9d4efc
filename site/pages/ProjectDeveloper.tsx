import { Link } from 'react-router-dom';
import type { ProjectData } from '../../src/site-contract';
import { Picture } from '../components/Picture';
import { FactList } from '../components/FactList';
import { useI18n } from '../i18n/I18n';
import { fallbackLang } from '../i18n/fallback';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ProjectDeveloper.module.css';

/** The developer of a project and its track record: an island on the project page (decision 049). */
export function ProjectDeveloper({ developer }: { developer: NonNullable<ProjectData['developer']> }) {
  const { t, fmt } = useI18n();
  return (
    <div className={styles.developer}>
      {developer.logo && (
        <div className={styles.developerLogo}>
          <Picture media={developer.logo} alt={t('{name} logo', { name: developer.name })} sizes="120px" />
        </div>
      )}
      <div className={styles.developerBody}>
        <p className={cx(text.h3, styles.developerName)}>{developer.name}</p>
        {developer.summary && (
          <p className={cx(text.body, styles.developerSummary)} {...fallbackLang(developer, 'summary')}>
            {developer.summary}
          </p>
        )}
        <FactList
          label={t('{name} track record', { name: developer.name })}
          facts={[
            { label: t('Founded'), value: developer.founded_year },
            { label: t('Delivered projects'), value: developer.delivered_projects },
            { label: t('On-time delivery'), value: fmt.percent(developer.on_time_delivery_pct) },
            { label: t('RERA registration'), value: developer.rera_number },
          ]}
        />
        <Link to={`/developers/${developer.slug}`} className={styles.developerMore}>
          {t('More about {name}', { name: developer.name })}
        </Link>
      </div>
    </div>
  );
}
