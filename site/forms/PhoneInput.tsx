import { useMemo, useState } from 'react';
import { MuiTelInput, type MuiTelInputCountry } from 'mui-tel-input';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH, PHONE_PLACEHOLDER, PHONE_TYPED_MAX_DIGITS } from '../../src/constants';
import { LocalFlag } from './flags';
import { useI18n } from '../i18n/I18n';
import { LANGUAGE_INFO } from '../../src/i18n/languages';

export interface PhoneInputProps {
  id: string;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  country: string;
  invalid: boolean;
  describedBy?: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * Spec §5: a telephone input defaulting to AE with the dial code shown, non-digits stripped, typed
 * national digits capped at 10, max length 25, placeholder 'Enter a phone number', type tel; local flags.
 * An empty national number is an empty value, so the form says 'This field is required'.
 */
export function PhoneInput({ id, name, value, onChange, onBlur, country, invalid, describedBy, disabled, inputRef }: PhoneInputProps) {
  const { t, tx, lang } = useI18n();
  // Translated pages: country names in the page's language (Intl), and the flag button's name through the
  // catalogue (the library writes "<country>, Open flags menu" in English). English keeps the library's texts.
  const [iso, setIso] = useState(country);
  const regions = useMemo(() => (lang === 'en' ? null : new Intl.DisplayNames([LANGUAGE_INFO[lang].intl], { type: 'region' })), [lang]);
  const flagButton = regions ? { 'aria-label': t('{country}, open the list of countries', { country: (iso && regions.of(iso)) || '' }).replace(/^[,،，\s]+/, '') } : undefined;
  return (
    <MuiTelInput
      // A phone number reads left to right in every language: "+971 50..." (not "971+") on Arabic pages too.
      dir="ltr"
      id={id}
      name={name}
      value={value}
      defaultCountry={country as MuiTelInputCountry}
      forceCallingCode
      focusOnSelectCountry
      preferredCountries={['AE', 'SA', 'GB', 'IN', 'RU', 'CN']}
      placeholder={tx(PHONE_PLACEHOLDER)}
      disabled={disabled}
      error={invalid}
      fullWidth
      inputRef={inputRef}
      langOfCountryName={regions ? LANGUAGE_INFO[lang].intl : undefined}
      FlagIconButtonProps={flagButton}
      getFlagElement={(isoCode, { countryName }) => <LocalFlag isoCode={isoCode} countryName={regions?.of(isoCode) ?? countryName} />}
      onChange={(next, info) => {
        const national = (info.nationalNumber ?? '').replace(/\D/g, '');
        if (national.length > PHONE_TYPED_MAX_DIGITS) return; // the cap: the extra digit is not taken (and nothing re-renders)
        if (info.countryCode && info.countryCode !== iso) setIso(info.countryCode);
        onChange(national ? next.replace(/[^\d+\s]/g, '').slice(0, PHONE_INPUT_MAX_LENGTH) : '');
      }}
      onBlur={() => onBlur()}
      slotProps={{
        htmlInput: { dir: 'ltr', maxLength: PHONE_INPUT_MAX_LENGTH, 'aria-invalid': invalid, 'aria-describedby': describedBy, autoComplete: 'tel', inputMode: 'tel' },
      }}
      sx={{
        '& .MuiOutlinedInput-root': { background: '#fff', borderRadius: '6px', minHeight: 48 },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: invalid ? '#b3261e' : '#8a8f98' },
        '& .MuiOutlinedInput-input': { padding: '10px 14px 10px 0' },
      }}
    />
  );
}

/** The phone input bound to a react-hook-form field named `phone` (the enquiry and mortgage forms share it). */
export function PhoneField<T extends FieldValues & { phone: string }>({
  control,
  id,
  country,
  invalid,
  describedBy,
}: {
  control: Control<T>;
  id: string;
  country: string;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <Controller
      control={control}
      name={'phone' as Path<T>}
      render={({ field }) => (
        <PhoneInput
          key={country}
          id={id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          country={country}
          invalid={invalid}
          describedBy={describedBy}
        />
      )}
    />
  );
}
