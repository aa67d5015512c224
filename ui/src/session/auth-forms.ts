import {
  canSubmitPasswordReset,
  type LoginCredentials,
  type Registration,
  type ResetPasswordRequest,
} from '@fanshop/core/session';
import { requireFilled } from '../components/form/rules';
import type { FormValidator } from '../components/form/form-model';
import { nameErrors, newPasswordErrors } from '../components/form/person-fields';

/** The login form. */
export type LoginFormValues = { email: string; password: string };
/** The registration form: the API also wants the password typed twice. */
export type RegistrationFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  password_confirmation: string;
};
/** The forgot-password form. */
export type ForgotPasswordFormValues = { email: string };
/** The reset-password form (the token comes from the mail link). */
export type ResetPasswordFormValues = { email: string; password: string; password_confirmation: string };

/** The fields the API names in its `errors` object, per form. */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'password_confirmation',
] as const;
export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
export const RESET_PASSWORD_FIELDS = ['email', 'password', 'password_confirmation'] as const;

export const validateLogin: FormValidator<LoginFormValues> = (v) => requireFilled(v, LOGIN_FIELDS);

export const validateRegistration: FormValidator<RegistrationFormValues> = (v) => ({
  ...requireFilled(v, REGISTRATION_FIELDS),
  ...nameErrors(v, ['firstName', 'lastName']),
  ...newPasswordErrors(v, 'password', 'password_confirmation'),
});

export const validateForgotPassword: FormValidator<ForgotPasswordFormValues> = (v) =>
  requireFilled(v, FORGOT_PASSWORD_FIELDS);

export const validateResetPassword: FormValidator<ResetPasswordFormValues> = (v) => ({
  ...requireFilled(v, RESET_PASSWORD_FIELDS),
  ...newPasswordErrors(v, 'password', 'password_confirmation'),
});

/** What the login form sends. */
export function loginCredentialsOf(v: LoginFormValues): LoginCredentials {
  return { email: v.email, password: v.password };
}

/** What the registration sends, the password confirmation included (the API checks it too). */
export function registrationOf(v: RegistrationFormValues): Registration {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    password: v.password,
    password_confirmation: v.password_confirmation,
  };
}

/** The reset request for the core, with the mail link's token. */
export function resetRequestOf(token: string, v: ResetPasswordFormValues): ResetPasswordRequest {
  return { token, email: v.email, password: v.password, password_confirmation: v.password_confirmation };
}

/** The reset form's submit rule: the core's `canSubmitPasswordReset`, with an email and a token. */
export function canSubmitReset(token: string, v: ResetPasswordFormValues): boolean {
  return token !== '' && v.email.trim() !== '' && canSubmitPasswordReset(resetRequestOf(token, v));
}
