import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useI18n } from '../i18n/I18n';
import { useNearScreen } from '../components/useNearScreen';
import { googleMapsUrl, MAP_HEIGHT, MAP_WIDTH, openStreetMapUrl } from './projection';

/** The drawing loads when the location block nears the viewport; the space is kept so nothing moves. */
const DubaiMap = lazy(() => import('./DubaiMap'));

export function ProjectMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { t } = useI18n();
  const [box, show] = useNearScreen('300px 0px');
  return (
    <Box sx={{ mb: 3 }}>
      <Box ref={box} sx={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, maxWidth: 720, bgcolor: '#cfe6f3', borderRadius: 2 }}>
        {show && (
          <Suspense fallback={null}>
            <DubaiMap lat={lat} lng={lng} label={label} />
          </Suspense>
        )}
      </Box>
      <Box sx={{ mt: 1.5, display: 'flex', gap: 3, flexWrap: 'wrap', '& a': { fontWeight: 700, color: 'primary.main', minHeight: 44, display: 'inline-flex', alignItems: 'center' } }}>
        <a href={openStreetMapUrl(lat, lng)} rel="external noopener noreferrer" target="_blank">
          {t('Open in OpenStreetMap (new tab)')}
        </a>
        <a href={googleMapsUrl(lat, lng)} rel="external noopener noreferrer" target="_blank">
          {t('Open in Google Maps (new tab)')}
        </a>
      </Box>
    </Box>
  );
}
