import { useI18n } from '../i18n/I18n';
import type { MessageKey } from '../i18n/messages/en';
import { DUBAI_BOUNDS, MAP_HEIGHT, MAP_WIDTH, pathOf, projectToMap } from './projection';

// A simplified Dubai coastline from Ghantoot to Al Mamzar ([lng, lat]), drawn here: no map tiles, no request.
const COAST: [number, number][] = [
  [54.95, 24.93], [55.02, 24.99], [55.06, 25.02], [55.1, 25.05], [55.13, 25.075], [55.15, 25.095], [55.18, 25.12], [55.21, 25.15],
  [55.24, 25.18], [55.26, 25.21], [55.27, 25.235], [55.285, 25.255], [55.3, 25.27], [55.32, 25.285], [55.34, 25.295], [55.37, 25.31],
  [55.4, 25.33], [55.44, 25.36],
];
const LAND: [number, number][] = [...COAST, [DUBAI_BOUNDS.east, DUBAI_BOUNDS.north], [DUBAI_BOUNDS.east, DUBAI_BOUNDS.south], [DUBAI_BOUNDS.west, DUBAI_BOUNDS.south]];
const CREEK: [number, number][] = [[55.3, 25.27], [55.31, 25.255], [55.325, 25.235], [55.335, 25.215], [55.34, 25.2], [55.33, 25.19]];
const SHEIKH_ZAYED_ROAD: [number, number][] = [[54.97, 24.93], [55.02, 24.97], [55.14, 25.065], [55.2, 25.11], [55.26, 25.19], [55.285, 25.228], [55.3, 25.25]];
const PALM_TRUNK: [number, number][] = [[55.152, 25.1], [55.14, 25.115]];
/** Place names are catalogue texts (site/i18n/messages), shown in the page's language. */
const LABELS: { name: MessageKey; at: [number, number] }[] = [
  { name: 'Jebel Ali', at: [55.06, 24.985] },
  { name: 'Dubai Marina', at: [55.14, 25.06] },
  { name: 'Palm Jumeirah', at: [55.085, 25.14] },
  { name: 'Downtown', at: [55.28, 25.19] },
  { name: 'Deira', at: [55.34, 25.27] },
  { name: 'Dubai Hills', at: [55.245, 25.1] },
  { name: 'Dubai South', at: [55.16, 24.9] },
  { name: 'Arabian Gulf', at: [55.02, 25.25] },
];

/** The project's pin on a locally drawn map of Dubai, placed from its latitude and longitude. */
export default function DubaiMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const { t } = useI18n();
  const pin = projectToMap(lat, lng);
  const palm = projectToMap(25.118, 55.132);
  return (
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      width="100%"
      role="img"
      aria-label={pin.inside ? t('Map of Dubai with {label} marked', { label }) : t('Map of Dubai with {label} marked at the edge (outside the area drawn)', { label })}
      style={{ display: 'block', background: '#cfe6f3', borderRadius: 8, aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`, height: 'auto' }}
      data-testid="project-map-svg"
    >
      <path d={pathOf(LAND, true)} fill="#f3ecdc" stroke="#c9b98f" strokeWidth="1.5" />
      <path d={pathOf(CREEK)} fill="none" stroke="#cfe6f3" strokeWidth="7" strokeLinecap="round" />
      <path d={pathOf(SHEIKH_ZAYED_ROAD)} fill="none" stroke="#d9a441" strokeWidth="3" strokeLinecap="round" />
      <path d={pathOf(PALM_TRUNK)} stroke="#f3ecdc" strokeWidth="6" />
      <circle cx={palm.x} cy={palm.y} r="13" fill="none" stroke="#f3ecdc" strokeWidth="5" />
      {LABELS.map((l) => {
        const p = projectToMap(l.at[1], l.at[0]);
        return (
          <text key={l.name} x={p.x} y={p.y} fontSize="13" fill={l.name === 'Arabian Gulf' ? '#3d6f8c' : '#5b5140'} textAnchor="middle" fontStyle={l.name === 'Arabian Gulf' ? 'italic' : undefined}>
            {t(l.name)}
          </text>
        );
      })}
      <g transform={`translate(${pin.x} ${pin.y})`}>
        <circle r="16" fill="#0b3c5d" fillOpacity="0.18" />
        <path d="M0 0 C -9 -12 -9 -26 0 -26 C 9 -26 9 -12 0 0 Z" fill="#b3261e" stroke="#fff" strokeWidth="2" />
        <circle cy="-18" r="3.5" fill="#fff" />
      </g>
    </svg>
  );
}
