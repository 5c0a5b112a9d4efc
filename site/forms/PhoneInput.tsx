import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PHONE_INPUT_MAX_LENGTH, PHONE_PLACEHOLDER, PHONE_TYPED_MAX_DIGITS } from '../../src/constants';
import { LocalFlag } from './flags';
import { PhonePrefix, PhoneShellBox } from './fields';
import { onlyDigits } from '../../src/digits';
import { formatNational, nationalDigitsOf, phoneValue, pastedNational, splitInternational, withoutTrunkPrefix } from '../../src/phone';
import { useI18n } from '../i18n/I18n';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
import styles from './PhoneInput.module.css';

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

const COUNTRIES = getCountries();
const PREFERRED: CountryCode[] = ['AE', 'SA', 'GB', 'IN', 'RU', 'CN'];

/** Country names in a language: building one costs a phone ~15 ms, so once per page and language. */
const namesByLanguage = new Map<string, Intl.DisplayNames>();
function regionNames(locale: string): Intl.DisplayNames {
  let names = namesByLanguage.get(locale);
  if (!names) namesByLanguage.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  return names;
}

/** The form's value: "+971 50 123 4567", or empty when no national digit was typed (so "required" shows). */
const fullNumber = phoneValue;

const nationalOf = nationalDigitsOf;

/**
 * Spec §5: a telephone input defaulting to AE with the dial code shown, non-digits stripped, typed national
 * digits capped at 10, max length 25, placeholder 'Enter a phone number', type tel; local flags (no request).
 * The same markup as the server-rendered shell (ShellPhoneInput), so the swap does not move anything. The
 * country list is a native <select> over the flag: its names (in the page's language) are built on first use.
 */
export function PhoneInput({ id, name, value, onChange, onBlur, country, invalid, describedBy, disabled, inputRef }: PhoneInputProps) {
  const { t, tx, lang } = useI18n();
  // A value handed over in international form (a number pasted into the server-rendered shell) names its country.
  const [iso, setIso] = useState<CountryCode>(() => splitInternational(value, country)?.country ?? (COUNTRIES.includes(country as CountryCode) ? (country as CountryCode) : 'AE'));
  const [listed, setListed] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const locale = LANGUAGE_INFO[lang].intl;
  const regions = regionNames(locale);
  const countryName = (code: string) => regions.of(code) ?? code;
  const openList = () => setListed(true);
  // Until the visitor opens the list, it holds the chosen country only (naming and sorting 240 countries costs
  // a phone tens of milliseconds); the first touch or focus fills it before the picker opens.
  const options = useMemo((): CountryCode[] => {
    if (!listed) return [iso];
    const byName = [...COUNTRIES].sort((a, b) => (regions.of(a) ?? a).localeCompare(regions.of(b) ?? b, locale));
    return [...PREFERRED, ...byName];
  }, [listed, locale, iso, regions]);
  const digits = nationalOf(value, iso);

  // A handed-over value in another form ("+971501234567" from the shell) is written the way this input writes it.
  const handedOver = useRef(value);
  useEffect(() => {
    const held = handedOver.current;
    const written = fullNumber(nationalOf(held, iso), iso).slice(0, PHONE_INPUT_MAX_LENGTH);
    if (held && held !== written) onChange(written);
  }, []); // once, for the value the form started with

  /** Keeps the national digits (any script, cut at the cap) and puts the caret after the same number of digits. */
  const keep = (next: string, country: CountryCode, digitsBeforeCaret: number) => {
    onChange(fullNumber(next, country).slice(0, PHONE_INPUT_MAX_LENGTH));
    requestAnimationFrame(() => {
      const shown = input.current;
      if (!shown || document.activeElement !== shown) return;
      let caret = 0;
      for (let seen = 0; caret < shown.value.length && seen < digitsBeforeCaret; caret++) if (/\d/.test(shown.value[caret])) seen++;
      shown.setSelectionRange(caret, caret);
    });
  };

  /** What a paste (or a typed "+...") leaves: an international number selects its country and keeps its national digits. */
  const take = (text: string, digitsBeforeCaret: number) => {
    const international = splitInternational(text, iso);
    if (international) {
      setIso(international.country);
      keep(international.national, international.country, international.national.length);
      return;
    }
    const typed = onlyDigits(text);
    const next = pastedNational(typed, iso);
    keep(next, iso, Math.max(0, Math.min(digitsBeforeCaret - (typed.length - next.length), next.length)));
  };

  const onType = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const caretDigits = onlyDigits(el.value.slice(0, el.selectionStart ?? el.value.length)).length;
    // A paste or drop that the paste handler did not see (or a typed "+"): cut at the cap rather than refuse.
    if ((e.nativeEvent as InputEvent).inputType?.startsWith('insertFrom') || el.value.trim().startsWith('+')) return take(el.value, caretDigits);
    // A trunk prefix typed as at home ("8 916 ..." on +7, "050 ..." on +971) is not part of the number (issue 39).
    const typed = onlyDigits(el.value);
    const national = withoutTrunkPrefix(typed, iso);
    // A typed digit past the cap is refused: without a change React puts back what the field showed (and so for any non-digit).
    if (national.length > PHONE_TYPED_MAX_DIGITS) return;
    keep(national, iso, Math.max(0, caretDigits - (typed.length - national.length)));
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!pasted) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? start;
    const before = el.value.slice(0, start);
    // A whole international number replaces the field; national digits go in where the caret is.
    if (splitInternational(pasted, iso)) return take(pasted, 0);
    take(before + pasted + el.value.slice(end), onlyDigits(before + pasted).length);
  };

  const onCountry = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.currentTarget.value as CountryCode;
    setIso(next);
    onChange(fullNumber(digits, next).slice(0, PHONE_INPUT_MAX_LENGTH));
    input.current?.focus(); // on to the number
  };

  return (
    <PhoneShellBox dir="ltr" style={invalid ? { borderColor: '#b3261e' } : undefined}>
      <span className={styles.country}>
        <PhonePrefix>
          <LocalFlag isoCode={iso} countryName={countryName(iso)} />
          <span>+{getCountryCallingCode(iso)}</span>
          <span aria-hidden="true">▾</span>
        </PhonePrefix>
        <select
          value={iso}
          onChange={onCountry}
          onPointerDown={openList}
          onFocus={openList}
          disabled={disabled}
          aria-label={t('{country}, open the list of countries', { country: countryName(iso) })}
        >
          {options.map((code, i) => (
            <option key={`${i < PREFERRED.length && listed ? 'top-' : ''}${code}`} value={code}>
              {countryName(code)} +{getCountryCallingCode(code)}
            </option>
          ))}
        </select>
      </span>
      <input
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder={tx(PHONE_PLACEHOLDER)}
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={formatNational(digits, iso)}
        onChange={onType}
        onPaste={onPaste}
        onBlur={onBlur}
        disabled={disabled}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        ref={(el) => {
          input.current = el;
          if (typeof inputRef === 'function') inputRef(el);
          else if (inputRef) (inputRef as React.MutableRefObject<HTMLInputElement | null>).current = el;
        }}
      />
    </PhoneShellBox>
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
