/**
 * Local flags for the phone input: the regional-indicator emoji needs no request at all (spec: no
 * third-party calls from the form; phone-input libraries load flag images from a CDN by default).
 */
export function flagEmoji(isoCode: string): string {
  const code = isoCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export function LocalFlag({ isoCode, countryName }: { isoCode: string; countryName: string }) {
  return (
    <span role="img" aria-label={countryName} style={{ fontSize: '1.25rem', lineHeight: 1, width: '1.6em', display: 'inline-block', textAlign: 'center' }}>
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
