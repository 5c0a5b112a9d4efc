import type { ProjectData } from '../../src/site-contract';
import { useI18n } from '../i18n/I18n';
import { alwaysEnglish } from '../i18n/fallback';
import { ProjectMap } from './ProjectMap';
import { cx } from '../styles/cx';
import text from '../styles/text.module.css';
import styles from './ProjectLocation.module.css';

/** A project's place, coordinates, map and the places nearby: an island on the project page (decision 049). */
export function ProjectLocation({ project: p, place }: { project: ProjectData['project']; place: string }) {
  const { t, lang } = useI18n();
  return (
    <>
      {place && <p className={cx(text.body, styles.placeLine)}>{t('{place}, Dubai', { place })}</p>}
      {p.latitude != null && p.longitude != null && (
        <p className={cx(text.body, text.muted, styles.placeLine)}>
          {t('Coordinates: {lat}, {lng}', { lat: p.latitude.toFixed(5), lng: p.longitude.toFixed(5) })}
        </p>
      )}
      <div id="project-map">
        {p.latitude != null && p.longitude != null && (
          <ProjectMap lat={p.latitude} lng={p.longitude} label={p.title} />
        )}
      </div>
      {p.nearby.length > 0 && (
        <ul className={styles.nearby}>
          {p.nearby.map((n) => (
            <li key={n.name} className={styles.nearbyPlace}>
              <span {...alwaysEnglish(lang)}>{n.name}</span>
              <strong>{t('{n} min', { n: n.minutes })}</strong>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
