/**
 * Country flags without images or requests: the regional-indicator emoji ("🇦🇪") where the system can draw it, the
 * country's two-letter code where it cannot (Windows and many Linux systems have no flag glyphs and show empty boxes
 * or the letter pair). Shared by the site's phone input and the back-office's (mui-tel-input's getFlagElement).
 */
export function flagEmoji(isoCode: string): string {
  const code = isoCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

let drawsFlags: boolean | undefined;

/**
 * Whether this browser draws flag emoji as flags: the UAE flag drawn on a canvas has coloured pixels; letters or a
 * box drawn instead are black and grey. Measured once per page (about a millisecond; where no font has the glyph, the
 * search for one costs 15 ms, 60 on a low-end phone, so the site measures when a flag nears the screen); true on the
 * server, where the page is rendered with the emoji and the browser switches to the code after hydration if it must.
 */
export function browserDrawsFlags(): boolean {
  if (drawsFlags !== undefined) return drawsFlags;
  if (typeof document === 'undefined') return true;
  drawsFlags = true;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 24;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return drawsFlags;
    ctx.textBaseline = 'top';
    ctx.font = '20px sans-serif';
    ctx.fillStyle = '#000';
    ctx.fillText(flagEmoji('AE'), 0, 0);
    const px = ctx.getImageData(0, 0, 24, 24).data;
    let coloured = false;
    for (let i = 0; i < px.length && !coloured; i += 4) coloured = px[i + 3] > 0 && (px[i] !== px[i + 1] || px[i + 1] !== px[i + 2]);
    drawsFlags = coloured;
  } catch {
    // No canvas (a locked-down browser): keep the emoji.
  }
  return drawsFlags;
}

/** The answer if measured already (a form that replaced its shell shows it at once), else undefined. */
export const flagsMeasured = (): boolean | undefined => drawsFlags;

/** For useSyncExternalStore: flag support never changes while the page is open. */
export const subscribeToFlagSupport = () => () => undefined;
export const serverDrawsFlags = () => true;
