import { z } from 'zod';

/** The sign-up form's rules and messages (spec: signup form), for the server and the web alike. */
export const MISSING_INFO = 'Please fill in all required fields';
export const INVALID_EMAIL = 'Please enter a valid email address';

export const requiredText = z
  .string(MISSING_INFO)
  .trim()
  .min(1, MISSING_INFO)
  .max(100, 'Please use at most 100 characters');

export const emailField = z
  .string(MISSING_INFO)
  .trim()
  .min(1, MISSING_INFO)
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL));

export const userInfoSchema = z.object(
  { firstName: requiredText, lastName: requiredText, email: emailField },
  MISSING_INFO,
);
export type UserInfo = z.output<typeof userInfoSchema>;
