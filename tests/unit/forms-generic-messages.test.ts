import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../src/schemas/messages';
import { activationFormSchema, activationSchema, passwordChangeFormSchema, profileSchema, userSchema } from '../../src/schemas/user';
import { validateInput } from '../../src/schemas/validate';
import { passwordProblem } from '../../server/auth/passwords';

const errorsOf = async (schema: Parameters<typeof validateInput>[0], input: unknown) => {
  const r = await validateInput(schema, input);
  return r.ok ? {} : r.errors;
};

describe("the seed's generic validation messages (issue 23, item 17)", () => {
  it('are the exact texts of the specification', () => {
    expect(GENERIC_MESSAGES.required).toBe('Value is required');
    expect(GENERIC_MESSAGES.email).toBe('Value is not a valid email address');
    expect(GENERIC_MESSAGES.minLength(12)).toBe('This field should be at least 12 characters long');
    expect(GENERIC_MESSAGES.equal).toBe('The value must be equal to the other value');
  });

  it('are what the users form says', async () => {
    expect(await errorsOf(userSchema, { email: '', first_name: ' ', last_name: '' })).toEqual({
      email: 'Value is required', first_name: 'Value is required', last_name: 'Value is required', role: 'Value is required',
    });
    expect(await errorsOf(userSchema, { email: 'not-an-address', first_name: 'A', last_name: 'B', role: 'editor' })).toEqual({ email: 'Value is not a valid email address' });
  });

  it('are what the profile and password forms say', async () => {
    expect(await errorsOf(profileSchema, { first_name: '', last_name: 'Saleh' })).toEqual({ first_name: 'Value is required' });
    expect(await errorsOf(passwordChangeFormSchema, { current_password: '', password: 'short', confirm: 'other' })).toEqual({
      current_password: 'Value is required',
      password: 'This field should be at least 12 characters long',
      confirm: 'The value must be equal to the other value',
    });
    expect(passwordProblem('short-pass')).toBe('This field should be at least 12 characters long');
  });

  it('are what the activation form and POST /api/activation say', async () => {
    expect(await errorsOf(activationFormSchema(true), { first_name: '', last_name: 'N', email: 'x@', password: 'Long-enough-2026', confirm: 'Long-enough-2027' })).toEqual({
      first_name: 'Value is required',
      email: 'Value is not a valid email address',
      confirm: 'The value must be equal to the other value',
    });
    // A link that names the e-mail: the form has no e-mail field to check.
    expect(await errorsOf(activationFormSchema(false), { first_name: 'Sara', last_name: 'N', password: 'Long-enough-2026', confirm: 'Long-enough-2026' })).toEqual({});
    expect(await errorsOf(activationSchema, { token: 't', first_name: 'Sara', last_name: '', password: 'abc' })).toEqual({
      last_name: 'Value is required',
      password: 'This field should be at least 12 characters long',
    });
  });
});
