import { object, string } from 'yup';
import { ROLES } from '../constants';
import { emailAddress, flag, media, requiredText } from './fields';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export const userSchema = object({
  email: emailAddress('Email is required'),
  first_name: requiredText('First name', 80),
  last_name: requiredText('Last name', 80),
  role: string()
    .oneOf([...ROLES], `Role must be one of: ${ROLES.join(', ')}`)
    .required('Role is required'),
  active: flag().default(true),
  profile_image: media(),
});

export const profileSchema = object({
  first_name: requiredText('First name', 80),
  last_name: requiredText('Last name', 80),
  profile_image: media(),
});

export const passwordField = () =>
  string()
    .required('Password is required')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
