import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { ENQUIRY_MESSAGES, enquirySchema, INVESTMENT_TIMELINES } from '../../src/schemas/enquiry';
import { nationalPhoneDigits } from '../../src/phone';

const valid = { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 123 4567', budget: '1500000', investmentTimeline: INVESTMENT_TIMELINES[1] };

/** Every field's first message, as the form shows them after a submit. */
async function messages(input: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await enquirySchema.validate(input, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const out: Record<string, string> = {};
    for (const e of err.inner) out[e.path!] ??= e.message;
    return out;
  }
}

describe('enquiry schema (spec §5)', () => {
  it('uses the exact messages of the specification', () => {
    expect(ENQUIRY_MESSAGES).toEqual({
      required: 'This field required',
      emailRequired: 'Email is required',
      emailInvalid: 'Please enter a valid email address',
      phoneRequired: 'This field is required',
      phoneShort: 'Phone number must be at least 10 digits',
    });
  });

  it('accepts a complete enquiry and trims every field', async () => {
    const out = await enquirySchema.validate({ name: '  Layla  ', email: ' layla@example.com ', phone: ' +971 50 123 4567 ', budget: ' 900000 ', investmentTimeline: ' 3-6 months ' });
    // The message is optional (issue 39 item 9): none sent, none stored.
    expect(out).toEqual({ name: 'Layla', email: 'layla@example.com', phone: '+971 50 123 4567', budget: '900000', investmentTimeline: '3-6 months', message: null });
  });

  it('takes an optional message, trimmed, of at most 2,000 characters', async () => {
    const base = { name: 'Layla', email: 'layla@example.com', phone: '+971 50 123 4567', budget: '900000', investmentTimeline: '3-6 months' };
    expect((await enquirySchema.validate({ ...base, message: '  Sea view, please.  ' })).message).toBe('Sea view, please.');
    await expect(enquirySchema.validate({ ...base, message: 'x'.repeat(2001) })).rejects.toThrow(/2000/);
  });

  it('an empty form: every field required with its own message', async () => {
    expect(await messages({ name: '', email: '', phone: '', budget: '', investmentTimeline: '' })).toEqual({
      name: 'This field required',
      email: 'Email is required',
      phone: 'This field is required',
      budget: 'This field required',
      investmentTimeline: 'This field required',
    });
  });

  it('whitespace only counts as empty', async () => {
    expect(await messages({ name: '   ', email: '  ', phone: ' ', budget: ' ', investmentTimeline: '\t' })).toMatchObject({
      name: ENQUIRY_MESSAGES.required,
      email: ENQUIRY_MESSAGES.emailRequired,
      phone: ENQUIRY_MESSAGES.phoneRequired,
    });
  });

  it.each(['layla', 'layla@', 'layla@example', 'la yla@example.com', '@example.com'])('rejects the address %s', async (email) => {
    expect(await messages({ ...valid, email })).toEqual({ email: ENQUIRY_MESSAGES.emailInvalid });
  });

  it('a phone number needs at least 10 digits, whatever the separators', async () => {
    expect(await messages({ ...valid, phone: '+971 50 123' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    expect(await messages({ ...valid, phone: '123-456-789' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    expect(await messages({ ...valid, phone: '050-123-4567' })).toEqual({});
    expect(await messages({ ...valid, phone: '+44 7700 900123' })).toEqual({});
  });

  it('counts the digits after the dial code as the visitor dials them at home, never the dial code', async () => {
    // 3 + 7 digits: the old count passed it.
    expect(await messages({ ...valid, phone: '+971 1234567' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    expect(await messages({ ...valid, phone: '+971 5012 3456' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    expect(await messages({ ...valid, phone: '+1 212 555 014' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    expect(await messages({ ...valid, phone: '+45 20 12 34 56' })).toEqual({ phone: ENQUIRY_MESSAGES.phoneShort });
    // A UAE mobile is 050 123 4567 at home: the phone input drops the typed 0, the count puts it back.
    for (const phone of ['+971 50 123 4567', '+971501234567', '+1 212 555 0142', '+33 6 12 34 56 78', '+61 412 345 678', '+966 55 123 4567', '+86 138 0013 4567'])
      expect(await messages({ ...valid, phone }), phone).toEqual({});
    expect(nationalPhoneDigits('+971 1234567')).toBe(7);
    expect(nationalPhoneDigits('+971 50 123 4567')).toBe(10);
    expect(nationalPhoneDigits('+7 916 400 1234')).toBe(11); // 8 (916) 400-12-34
    expect(nationalPhoneDigits('0501234567')).toBe(10);
    // An unknown dial code: its (up to) three digits never count as typed.
    expect(nationalPhoneDigits('+999 1234567')).toBe(7);
  });

  it('the budget is digits only', async () => {
    expect(await messages({ ...valid, budget: '1,500,000' })).toEqual({ budget: 'Budget must contain digits only' });
    expect(await messages({ ...valid, budget: '2000000' })).toEqual({});
  });

  it('offers the investment timelines the form lists', () => {
    expect(INVESTMENT_TIMELINES.length).toBeGreaterThan(2);
    expect(new Set(INVESTMENT_TIMELINES).size).toBe(INVESTMENT_TIMELINES.length);
  });
});
