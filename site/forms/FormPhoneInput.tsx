import { useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../src/site-contract';
import { PhoneInput } from './PhoneInput';

/**
 * The site's one phone field for forms read with FormData (the booking, the brochure gate, "send my shortlist"):
 * the same input as the enquiry form (country menu, dial code, national digits; issue 39 item 6), its first
 * country the page's (the layout's `country`: +7 on /ru, +86 on /zh, +971 on /ar), the whole number in a hidden
 * `phone` field ("+7 916 123-45-67"), so a Russian number typed without +7 stays Russian. `initialValue`: a number typed before this input loaded.
 */
export function FormPhoneInput({ id, country, invalid, describedBy, initialValue = '' }: { id: string; country?: string; invalid?: boolean; describedBy?: string; initialValue?: string }) {
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <PhoneInput id={id} name="phone-typed" value={value} onChange={setValue} onBlur={() => undefined} country={country ?? layout?.country ?? 'AE'} invalid={!!invalid} describedBy={describedBy} />
      <input type="hidden" name="phone" value={value} />
    </>
  );
}
