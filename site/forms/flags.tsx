import { useEffect, useState } from 'react';
import { browserDrawsFlags, flagEmoji, flagsMeasured } from '../../src/flags';
import { useNearScreen } from '../components/useNearScreen';

export { flagEmoji };

/**
 * The phone input's flag (no request: spec, no third-party calls from the form). Where the system has no flag glyphs
 * (src/flags.ts measures it once), the country's two-letter code instead, so no empty box or stray letter pair shows.
 * Measured when the flag comes near the screen, not while the page hydrates (issue 41: the enquiry section's flag is
 * at the foot of every page, and the measure was a long task on a low-end phone); the emoji, as the server drew it,
 * until then.
 */
export function LocalFlag({ isoCode, countryName }: { isoCode: string; countryName: string }) {
  const [box, near] = useNearScreen<HTMLSpanElement>('200px 0px');
  const [drawsFlags, setDrawsFlags] = useState(true);
  useEffect(() => {
    if (near || flagsMeasured() !== undefined) setDrawsFlags(browserDrawsFlags());
  }, [near]);
  const label = countryName ? { role: 'img', 'aria-label': countryName } : { 'aria-hidden': true as const };
  if (!drawsFlags)
    return (
      <span
        ref={box}
        {...label}
        data-flag="code"
        style={{ fontSize: '0.72rem', fontWeight: 700, lineHeight: 1, letterSpacing: '.04em', padding: '3px 4px', border: '1px solid #8a8f98', borderRadius: 3, color: '#1b1f24', width: '2rem', boxSizing: 'border-box', display: 'inline-block', textAlign: 'center' }}
      >
        {isoCode.toUpperCase()}
      </span>
    );
  return (
    <span ref={box} {...label} data-flag="emoji" style={{ fontSize: '1.25rem', lineHeight: 1, width: '1.6em', display: 'inline-block', textAlign: 'center' }}>
      {flagEmoji(isoCode)}
    </span>
  );
}

/** Calling codes of the countries the site can start the phone input from (the lookup's usual answers). */
export const CALLING_CODES: Record<string, string> = {
  AE: '971', SA: '966', QA: '974', KW: '965', BH: '973', OM: '968', GB: '44', US: '1', CA: '1', IN: '91', PK: '92',
  RU: '7', CN: '86', DE: '49', FR: '33', IT: '39', ES: '34', NL: '31', CH: '41', EG: '20', LB: '961', JO: '962',
  TR: '90', IR: '98', NG: '234', ZA: '27', AU: '61', SG: '65', HK: '852', KZ: '7', UA: '380', SE: '46', NO: '47', BE: '32',
};
