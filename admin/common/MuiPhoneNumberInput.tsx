import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { Box } from '@mui/material';
import { getCountryCallingCode } from 'libphonenumber-js/min';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputInfo } from 'mui-tel-input';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { PHONE_DEFAULT_COUNTRY, PHONE_INPUT_MAX_LENGTH, PHONE_PLACEHOLDER, PHONE_TYPED_MAX_DIGITS } from '../../src/constants';
import { onlyDigits, phoneDigits } from '../../src/digits';
import { phoneValue, splitInternational } from '../../src/phone';
import { AdminFlag } from './AdminFlag';
import { useReadOnly } from './readOnly';
import { westernDigitsInPlace } from './typedDigits';

const PREFERRED: MuiTelInputCountry[] = ['AE', 'SA', 'GB', 'IN', 'RU', 'CN'];
/** Country names in the back-office's language, one Intl.DisplayNames per language. */
const regionNames = new Map<string, Intl.DisplayNames>();
const regionName = (locale: string, code: string) => {
  if (!regionNames.has(locale)) regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
  return regionNames.get(locale)!.of(code) ?? code;
};

/** The settings' default phone country (issue 28), read once per page load with the field's code (PhoneNumberInput waits for it). */
let settingsCountry: MuiTelInputCountry = PHONE_DEFAULT_COUNTRY as MuiTelInputCountry;
let loading: Promise<void> | null = null;
export function loadDefaultCountry(): Promise<void> {
  loading ??= fetch('/api/site/layout', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<{ country?: string }>) : null))
    .then((layout) => {
      if (layout?.country && /^[A-Z]{2}$/.test(layout.country)) settingsCountry = layout.country as MuiTelInputCountry;
    })
    // Unreachable settings: the built-in default, and a later field asks again.
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** The country of a stored number ("+44 20 7946 0000" is GB), else the settings' default. */
const countryOf = (value: unknown): MuiTelInputCountry => (typeof value === 'string' && splitInternational(value)?.country) || settingsCountry;

/**
 * A back-office phone field (the settings' numbers, the staff profile): mui-tel-input, where MUI's text field is
 * loaded anyway, with the site's phone rules (src/digits.ts, src/phone.ts): national digits only, typed ones refused
 * past 10, a pasted number cut at 10; a pasted international number selects its country; Arabic-Indic and Persian
 * digits typed as 0-9; stored as "+971 50 123 4567" (empty without national digits). Flags are local (AdminFlag):
 * the library would load them from a CDN.
 */
export default function MuiPhoneNumberInput({ source, label, helperText, ...rest }: InputProps) {
  const resource = useResourceContext(rest);
  const readOnly = useReadOnly() || !!rest.readOnly;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { field, fieldState, isRequired, id } = useInput({ source, ...rest });
  const stored = typeof field.value === 'string' ? field.value : '';
  // What the field shows: the library's own value while the number is still empty (a country chosen first, "+966").
  const [shown, setShown] = useState(stored);
  const [country] = useState(() => countryOf(stored));
  const sent = useRef(stored);
  const current = useRef<MuiTelInputCountry>(country);
  // The flag button's name starts with the code it shows where a system has no flag glyphs (AdminFlag): "AE, …".
  const [iso, setIso] = useState<MuiTelInputCountry>(country);
  const choose = (code: MuiTelInputCountry) => {
    current.current = code;
    setIso(code);
  };
  useEffect(() => {
    // A value set from outside (the record loaded, the form reset) replaces what is shown.
    if (stored !== sent.current) {
      sent.current = stored;
      setShown(stored);
    }
  }, [stored]);

  const keep = (value: string, next: string) => {
    setShown(value || next);
    sent.current = value;
    field.onChange(value);
  };

  const onChange = (next: string, info: MuiTelInputInfo) => {
    if (info.countryCode) choose(info.countryCode);
    const split = splitInternational(next, info.countryCode ?? current.current);
    // A typed digit past the cap is refused: the field keeps what it showed.
    if (info.reason === 'input' && onlyDigits(info.nationalNumber ?? '').length > PHONE_TYPED_MAX_DIGITS) return;
    keep(split?.national ? phoneValue(split.national, split.country).slice(0, PHONE_INPUT_MAX_LENGTH) : '', next);
  };

  /**
   * A paste, as the site's input takes it: a whole international number replaces the field and selects its country;
   * national digits go in at the caret, the first 10 kept (cut, not refused). The library would append a pasted "+…"
   * to what the field holds, and count a pasted trunk 0 out of the cap.
   */
  const onPaste = (e: ClipboardEvent<HTMLElement>) => {
    const pasted = e.clipboardData.getData('text');
    const el = e.target;
    if (!pasted || !(el instanceof HTMLInputElement)) return;
    e.preventDefault();
    const international = splitInternational(pasted, current.current);
    if (international) {
      choose(international.country);
      return keep(phoneValue(international.national, international.country).slice(0, PHONE_INPUT_MAX_LENGTH), '');
    }
    const start = el.selectionStart ?? el.value.length;
    const digits = phoneDigits(el.value.slice(0, start) + pasted + el.value.slice(el.selectionEnd ?? start));
    // Written as this input writes numbers: after the calling code, without the trunk 0 ("050 …" is "+971 50 …").
    const written = splitInternational(`+${getCountryCallingCode(current.current)}${digits}`, current.current);
    keep((written ? phoneValue(written.national, written.country) : phoneValue(digits, current.current)).slice(0, PHONE_INPUT_MAX_LENGTH), '');
  };

  return (
    <Box component="span" onInput={westernDigitsInPlace} onPasteCapture={onPaste} sx={{ display: 'contents' }}>
      <MuiTelInput
        id={id}
        name={field.name}
        value={shown}
        onChange={onChange}
        onBlur={() => field.onBlur()}
        inputRef={field.ref}
        defaultCountry={country}
        forceCallingCode
        focusOnSelectCountry
        preferredCountries={PREFERRED}
        disableDropdown={readOnly}
        getFlagElement={(isoCode, { countryName }) => <AdminFlag isoCode={isoCode} countryName={countryName} />}
        FlagIconButtonProps={{ 'aria-label': translate('oasis.phone.choose_country', { code: iso, country: regionName(locale, iso) }) }}
        langOfCountryName={locale}
        label={label !== false && label !== '' ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : undefined}
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
        placeholder={PHONE_PLACEHOLDER}
        disabled={rest.disabled}
        size="small"
        margin="dense"
        className={`ra-input ra-input-${source}`}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: PHONE_INPUT_MAX_LENGTH, autoComplete: 'off', inputMode: 'tel', readOnly } }}
        // The calling code in the text's own colour: the library's grey is too faint on the filled field (WCAG contrast).
        sx={{ minWidth: 260, '& .MuiInputAdornment-root .MuiTypography-root': { color: 'text.primary' } }}
      />
    </Box>
  );
}
