import { lazy, Suspense } from 'react';
import { useI18n } from '../i18n/I18n';
import { useNearScreen } from '../components/useNearScreen';
import { googleMapsUrl, MAP_HEIGHT, MAP_WIDTH, openStreetMapUrl } from './projection';
import styles from './ProjectMap.module.css';
import { withCatalogue } from '../i18n/catalogue';

/** The drawing loads when the location block nears the viewport; the space is kept so nothing moves. */
const DubaiMap = lazy(withCatalogue(() => import('./DubaiMap')));

export function ProjectMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { t } = useI18n();
  const [box, show] = useNearScreen('300px 0px');
  return (
    <div className={styles.map}>
      <div ref={box} className={styles.drawing} style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
        {show && (
          <Suspense fallback={null}>
            <DubaiMap lat={lat} lng={lng} label={label} />
          </Suspense>
        )}
      </div>
      <div className={styles.links}>
        <a href={openStreetMapUrl(lat, lng)} rel="external noopener noreferrer" target="_blank">
          {t('Open in OpenStreetMap (new tab)')}
        </a>
        <a href={googleMapsUrl(lat, lng)} rel="external noopener noreferrer" target="_blank">
          {t('Open in Google Maps (new tab)')}
        </a>
      </div>
    </div>
  );
}
