import { describe, expect, it } from 'vitest';
import { internationalDigits, onlyDigits, phoneDigits, westernDigits } from '../../src/digits';
import { nationalPhoneDigits, splitInternational } from '../../src/phone';
import { enquirySchema, INVESTMENT_TIMELINES } from '../../src/schemas/enquiry';
import { parseProjectFilters } from '../../src/search/projectFilters';
import { shellPhone, shellPhoneText } from '../../site/forms/EnquiryFormLoader';

describe('digits typed on any keyboard (issue 23, item 14)', () => {
  it('reads Arabic-Indic and Persian digits as Western digits', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('AED ٢,٥٠٠,٠٠٠')).toBe('AED 2,500,000');
    expect(onlyDigits('۲٬۵۰۰٬۰۰۰ درهم')).toBe('2500000');
  });

  it('keeps a phone field to its national digits, at most 10', () => {
    expect(phoneDigits('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('0501234567');
    expect(phoneDigits('050 123 45678')).toBe('0501234567');
    expect(phoneDigits('abc')).toBe('');
  });

  it('stores Western digits through the enquiry schema (site and server)', async () => {
    const lead = await enquirySchema.validate({ name: 'Layla', email: 'layla@example.com', phone: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', budget: '۱۵۰۰۰۰۰', investmentTimeline: INVESTMENT_TIMELINES[0] });
    expect(lead.phone).toBe('+971 50 123 4567');
    expect(lead.budget).toBe('1500000');
    expect(nationalPhoneDigits('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toBe(10);
  });

  it('reads the project filters price typed in Arabic digits', () => {
    expect(parseProjectFilters(new URLSearchParams({ min_price: '٥٠٠٠٠٠', max_price: '۲۰۰۰۰۰۰' })).filters).toMatchObject({ min_price: 500000, max_price: 2000000 });
  });
});

describe('pasted phone numbers (issue 23, item 13)', () => {
  it('splits an international number into its country and national digits', () => {
    expect(splitInternational('+971 50 123 4567')).toEqual({ country: 'AE', national: '501234567' });
    expect(splitInternational('+971501234567')).toEqual({ country: 'AE', national: '501234567' });
    expect(splitInternational('00971 50 123 4567')).toEqual({ country: 'AE', national: '501234567' });
    expect(splitInternational('+٩٧١٥٠١٢٣٤٥٦٧')).toEqual({ country: 'AE', national: '501234567' });
    expect(splitInternational('+7 912 345 67 89')).toEqual({ country: 'RU', national: '9123456789' });
    // A shared calling code keeps the field's country when the number does not say otherwise.
    expect(splitInternational('+44 7700 900123', 'GG')?.country).toBe('GG');
    expect(splitInternational('050 123 45678')).toBeNull();
    expect(internationalDigits('050 123 45678')).toBeNull();
  });

  it('lets the server-rendered shell keep a pasted international number for the full input', () => {
    expect(shellPhoneText('+971 50 123 4567')).toBe('+971501234567');
    expect(shellPhoneText('050 123 45678')).toBe('0501234567');
    expect(shellPhone('+971 50 123 4567', 'SA')).toBe('+971501234567');
    expect(shellPhone('050 123 45678', 'AE')).toBe('+971 0501234567');
    expect(shellPhone('', 'AE')).toBe('');
  });
});
