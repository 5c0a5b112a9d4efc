import { object, ref, string } from 'yup';
import { PHONE_INPUT_MAX_LENGTH, PHONE_MIN_DIGITS, ROLES } from '../constants';
import { toWesternDigits } from '../digits';
import { nationalPhoneDigits } from '../phone';
import { ENQUIRY_MESSAGES } from './enquiry';
import { emailAddress, flag, media, text, trimmedString } from './fields';
import { GENERIC_MESSAGES as M } from './messages';
import { staffAvailabilitySchema } from './routing';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** A required name of a staff member (the seed's generic "Value is required"). */
const personName = (label: string) => text(80).required(M.required).max(80, `${label} must be at most 80 characters`);
const staffEmail = () => emailAddress(M.required, M.email);

export const userSchema = object({
  email: staffEmail(),
  first_name: personName('First name'),
  last_name: personName('Last name'),
  role: string()
    .oneOf([...ROLES], `Role must be one of: ${ROLES.join(', ')}`)
    .required(M.required),
  active: flag().default(true),
  profile_image: media(),
  // Routing v2 (issue 28): languages, hours and time zone, leave, pause.
  availability: staffAvailabilitySchema,
  // Leads that belong to someone (issue 40): the member's team, whether they lead it (they see its leads), and their own
  // video meeting room (used for their video calls' invitations; else a room is generated).
  team: text(60).nullable().default(null),
  team_leader: flag(),
  meeting_link: text(500)
    .nullable()
    .default(null)
    .test('https', 'The meeting link must be an https:// address', (v) => !v || /^https:\/\/[^\s<>"]+$/.test(v)),
});

export const profileSchema = object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  profile_image: media(),
  // The site's phone rule (src/phone.ts): at least 10 digits after the dial code; Western digits stored.
  phone: text(PHONE_INPUT_MAX_LENGTH)
    .transform(toWesternDigits)
    .test('min-digits', ENQUIRY_MESSAGES.phoneShort, (v) => !v || nationalPhoneDigits(v) >= PHONE_MIN_DIGITS)
    .nullable()
    .default(null),
});

export const passwordField = () =>
  string()
    .required(M.required)
    .min(PASSWORD_MIN, M.minLength(PASSWORD_MIN))
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The repeated new password of a form (never sent): equal to `password`. */
const repeated = () => string().required(M.required).oneOf([ref('password')], M.equal);

/** PUT /api/profile/password; the profile page's form adds the repeated password. */
export const passwordChangeSchema = object({
  current_password: string().required(M.required).max(4096),
  password: passwordField(),
});
export const passwordChangeFormSchema = passwordChangeSchema.shape({ confirm: repeated() });

/** POST /api/activation: names and a password (and the e-mail when the link has none, as for the first owner). */
export const activationSchema = object({
  token: trimmedString().required('The activation token is missing').max(200),
  first_name: personName('First name'),
  last_name: personName('Last name'),
  email: staffEmail().optional(),
  password: passwordField(),
});
/** The activation page's form: the same fields and the repeated password; the e-mail only when the link has none. */
export const activationFormSchema = (emailNeeded: boolean) =>
  activationSchema.omit(['token', 'email']).shape({ confirm: repeated(), ...(emailNeeded ? { email: staffEmail() } : {}) });
