/**
 * The frame of the locally drawn Dubai map: longitude/latitude to SVG coordinates (equirectangular, scaled by
 * cos(latitude) so a kilometre east and a kilometre north look the same). Pure: unit-tested.
 */
export const DUBAI_BOUNDS = { west: 54.95, east: 55.6, south: 24.78, north: 25.36 } as const;
export const MAP_WIDTH = 640;
const KX = Math.cos((25.07 * Math.PI) / 180);
export const MAP_HEIGHT = Math.round((MAP_WIDTH * (DUBAI_BOUNDS.north - DUBAI_BOUNDS.south)) / ((DUBAI_BOUNDS.east - DUBAI_BOUNDS.west) * KX));

export interface MapPoint {
  x: number;
  y: number;
  /** Whether the place is inside the drawn frame (a pin outside is clamped to the edge). */
  inside: boolean;
}

export function projectToMap(lat: number, lng: number): MapPoint {
  const fx = (lng - DUBAI_BOUNDS.west) / (DUBAI_BOUNDS.east - DUBAI_BOUNDS.west);
  const fy = (DUBAI_BOUNDS.north - lat) / (DUBAI_BOUNDS.north - DUBAI_BOUNDS.south);
  const inside = fx >= 0 && fx <= 1 && fy >= 0 && fy <= 1;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { x: Math.round(clamp(fx) * MAP_WIDTH * 10) / 10, y: Math.round(clamp(fy) * MAP_HEIGHT * 10) / 10, inside };
}

/** An SVG path through [lng, lat] points. */
export function pathOf(points: [number, number][], close = false): string {
  return (
    points
      .map(([lng, lat], i) => {
        const p = projectToMap(lat, lng);
        return `${i ? 'L' : 'M'}${p.x} ${p.y}`;
      })
      .join(' ') + (close ? ' Z' : '')
  );
}

/** Links the visitor may choose to follow (third-party sites, never loaded by the page itself). */
export const openStreetMapUrl = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
export const googleMapsUrl = (lat: number, lng: number) => `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
