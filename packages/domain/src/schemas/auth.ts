import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/limits';
import { FullNameSchema, LanguageSchema, UserSchema } from './user';

/** An email address as typed: trimmed, lowercased, at most 254 characters. */
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'tooLong' })
  .pipe(z.email({ error: 'isEmail' }))
  .transform((email) => email.toLowerCase());

/** C0 and C1 control characters and DEL: invisible, and typed by no keyboard. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A new password: 8 to 128 characters, not only whitespace, no control characters, not one
 * character repeated. These are the rules a client can check by itself; the server also refuses
 * common passwords from its list (`passwordTooCommon`). Each value breaks one rule at most, the
 * first that applies, so a form shows the message that matters.
 */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort', abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: 'tooLong', abort: true })
  .refine((password) => password.trim() !== '', { error: 'passwordOnlySpaces', abort: true })
  .refine((password) => !CONTROL_CHARACTER.test(password), {
    error: 'passwordControlCharacters',
    abort: true,
  })
  .refine((password) => new Set(password).size > 1, { error: 'passwordOneCharacter' });

/** A password typed to prove identity; only its presence and a sane length are checked. */
export const PasswordSchema = z
  .string()
  .min(1, { error: 'isRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'tooLong' });

/** Consents the registration form collects; terms and privacy must be accepted. */
export const AcceptedConsentsSchema = z.object({
  termsOfService: z.literal(true, { error: 'notAccepted' }),
  privacyPolicy: z.literal(true, { error: 'notAccepted' }),
  dataProcessing: z.boolean().optional(),
});

export type AcceptedConsents = z.infer<typeof AcceptedConsentsSchema>;

/** POST users. */
export const RegisterBodySchema = z.object({
  /** The name colleagues and patients see (not in the spec's body; optional, like a profile's). */
  fullName: FullNameSchema.optional(),
  email: EmailSchema,
  password: NewPasswordSchema,
  acceptedConsents: AcceptedConsentsSchema,
  language: LanguageSchema.optional(),
});

export type RegisterBody = z.input<typeof RegisterBodySchema>;

/**
 * Answer of POST users: the same message whether the address was new or already had an account
 * (whose owner is mailed a set-password link instead), so it tells nobody which addresses have
 * accounts.
 */
export const RegisterResponseSchema = z.object({ message: z.string() });

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** POST login. */
export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});

export type LoginBody = z.input<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  user: UserSchema,
});

export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * POST login as the contract declares it: the token, or none when the server declines to open a
 * session (the client then clears the stored one).
 */
export const SignInAnswerSchema = LoginResponseSchema.partial({ token: true });

export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

/** POST forget. */
export const ForgetBodySchema = z.object({ email: EmailSchema });

export type ForgetBody = z.input<typeof ForgetBodySchema>;

/** POST auth/reset/{token}. */
export const ResetPasswordBodySchema = z.object({ password: NewPasswordSchema });

export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** POST user/{userId}/password (the set-password screen). */
export const SetPasswordBodySchema = z.object({
  password: NewPasswordSchema,
  token: z.string().min(1, { error: 'isRequired' }),
});

export type SetPasswordBody = z.input<typeof SetPasswordBodySchema>;

/** POST users/me/password. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
});

export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

/** DELETE users/me: the current password confirms the deletion. */
export const DeleteAccountBodySchema = z.object({ password: PasswordSchema });

export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

/** POST users/me/email. */
export const ChangeEmailBodySchema = z.object({ email: EmailSchema });

export type ChangeEmailBody = z.input<typeof ChangeEmailBodySchema>;

/** `{ message }` answers such as 'account confirmed' and 'password changed'. */
export const MessageResponseSchema = z.object({ message: z.string() });

export type MessageResponse = z.infer<typeof MessageResponseSchema>;
