import type { ImageSpec } from '../lib';
import { drawScene } from './scenes';
import { avatar, floorPlan, logo, qr } from './graphics';

/** The SVG source of one registered image. */
export function drawSvg(spec: ImageSpec): string {
  const s = spec.scene;
  switch (s.type) {
    case 'plan':
      return floorPlan(s);
    case 'logo':
      return logo(s);
    case 'avatar':
      return avatar(s);
    case 'qr':
      return qr(s);
    default:
      return drawScene(s);
  }
}
