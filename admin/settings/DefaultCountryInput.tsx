import { useMemo } from 'react';
import { getCountries } from 'libphonenumber-js/min';
import { AutocompleteInput, useLocaleState } from 'react-admin';

/**
 * Hot leads first (issue 28): the phone fields' default country, a setting (the site's phone input where no look-up
 * answers, the back-office's phone fields). Every country the phone rules know, named in the back-office's language.
 * Loaded with the settings screen's use only (libphonenumber's country list).
 */
export default function DefaultCountryInput() {
  const [locale] = useLocaleState();
  const choices = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return getCountries()
      .map((code) => ({ id: code, name: `${names.of(code) ?? code} (${code})` }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
  return <AutocompleteInput source="phone_default_country" choices={choices} label="Default phone country" helperText="Where a phone field starts when nothing else says: the site's form without a country look-up, and the back-office's phone fields" sx={{ minWidth: 320 }} />;
}
