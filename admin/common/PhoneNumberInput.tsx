import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import type { InputProps } from 'react-admin';

// mui-tel-input brings libphonenumber's full metadata (about 240 KB): only the screens with a phone field load it.
// It starts from the settings' default country (issue 28), known before the field first shows.
const MuiPhoneNumberInput = lazy(() =>
  import('./MuiPhoneNumberInput').then(async (m) => {
    await m.loadDefaultCountry();
    return m;
  }),
);

/** A back-office phone field (the settings' numbers, the staff profile): mui-tel-input with the site's rules, loaded on use. */
export function PhoneNumberInput(props: InputProps) {
  return (
    <Suspense fallback={<Box aria-hidden="true" sx={{ minWidth: 260, height: 56, my: 1, borderRadius: 1, bgcolor: 'action.hover' }} />}>
      <MuiPhoneNumberInput {...props} />
    </Suspense>
  );
}
