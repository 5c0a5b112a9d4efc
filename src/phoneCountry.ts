import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { PHONE_DEFAULT_COUNTRY } from './constants';

/**
 * Hot leads first (issue 28): the phone fields' default country is a setting (settings.phone_default_country);
 * the stored code when the phone rules know it, else the built-in one (AE).
 */
export const defaultPhoneCountry = (stored: unknown): CountryCode =>
  (typeof stored === 'string' && isSupportedCountry(stored) ? stored : PHONE_DEFAULT_COUNTRY) as CountryCode;
