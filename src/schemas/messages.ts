/**
 * The seed's generic validation messages (seed-spec §5, "Generic fallback messages of the validation facility"):
 * the back-office's own forms (users, profile, password, activation) say these, the form and the server alike,
 * through their schemas in src/schemas/user.ts. The enquiry forms keep their own messages (§5's table).
 */
export const GENERIC_MESSAGES = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  minLength: (n: number) => `This field should be at least ${n} characters long`,
  equal: 'The value must be equal to the other value',
} as const;
