import { useSyncExternalStore } from 'react';
import { browserDrawsFlags, flagEmoji, serverDrawsFlags, subscribeToFlagSupport } from '../../src/flags';

/** mui-tel-input's flag, drawn locally (no CDN): the emoji, or the country's code where the system has no flag glyphs. */
export function AdminFlag({ isoCode, countryName }: { isoCode: string; countryName: string }) {
  const drawsFlags = useSyncExternalStore(subscribeToFlagSupport, browserDrawsFlags, serverDrawsFlags);
  return drawsFlags ? (
    <span role="img" aria-label={countryName} data-flag="emoji" style={{ fontSize: '1.2rem', lineHeight: 1 }}>
      {flagEmoji(isoCode)}
    </span>
  ) : (
    <span
      role="img"
      aria-label={countryName}
      data-flag="code"
      style={{ fontSize: '0.7rem', fontWeight: 700, lineHeight: 1, padding: '3px 4px', border: '1px solid #5c6370', borderRadius: 3, color: '#1b1f24', minWidth: 26, textAlign: 'center', display: 'inline-block' }}
    >
      {isoCode.toUpperCase()}
    </span>
  );
}
