import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../rules/account-rules';
import { EMAIL_MAX_LENGTH, cambodianPhoneText, nameSchema, normalizePhone, passwordSchema } from './account';
import { code } from './error-codes';
import { named } from './registry';

// Signing up and in (`/api/sign-up`, `/api/login`, `/api/refresh`, `/api/logout`), social login
// (`/api/auth/...`) and password reset (`/api/forget-password`, `/api/confirm-otp`,
// `/api/reset-password`). The user they answer is `User` of `./account`.

/** The longest same-site path a social login returns to. */
export const REDIRECT_MAX_LENGTH = 2048;

/** The longest provider id in the path (`google`, `facebook`, …). */
export const PROVIDER_ID_MAX_LENGTH = 40;

/** The password-reset token handed out by /confirm-otp; the API's are 43 characters. */
export const RESET_TOKEN_MAX_LENGTH = 200;

// ---------------------------------------------------------------------------------------------
// Sign-up and login

export const signUpRequestSchema = named(
  'SignUpRequest',
  z.object({
    name: nameSchema,
    email: z
      .string()
      .trim()
      .toLowerCase()
      .email(code('auth.email_invalid'))
      .max(EMAIL_MAX_LENGTH)
      .describe('Trimmed and lower-cased; one account per address'),
    phone: z
      .union([cambodianPhoneText, z.literal('')])
      .transform((value) => (value ? normalizePhone(value) : undefined))
      .optional()
      .describe("A Cambodian phone number to sign in with too; '' or absent for none"),
    password: passwordSchema,
  }),
);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const loginRequestSchema = named(
  'LoginRequest',
  z.object({
    login: z
      .string()
      .trim()
      .min(1, code('auth.login_required'))
      .max(EMAIL_MAX_LENGTH)
      .describe('An e-mail address or a Cambodian phone number'),
    password: z.string().min(1, code('auth.password_required')).max(PASSWORD_MAX_LENGTH),
  }),
);
export type LoginRequest = z.input<typeof loginRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Social login

export const authProviderSchema = named(
  'AuthProvider',
  z.object({
    id: z.string().describe('The id in /api/auth/{provider}, e.g. "google"'),
    name: z.string().describe('The name to show on its button, e.g. "Google"'),
  }),
);
export type AuthProvider = z.output<typeof authProviderSchema>;

export const authProvidersSchema = z.object({ data: z.array(authProviderSchema) });

export const socialLoginParams = z.object({
  provider: z
    .string()
    .max(PROVIDER_ID_MAX_LENGTH)
    .describe('A provider id from /api/auth/providers (case-insensitive)'),
});

/** Only same-site paths, never another origin: anything else becomes `/`. */
const safePath = z
  .string()
  .max(REDIRECT_MAX_LENGTH)
  .optional()
  .transform((value) =>
    value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/',
  )
  .describe(
    'The same-site path to go to once signed in (default /); another origin is ignored and becomes /',
  );

/**
 * Query parameters are listed one by one in the document, so this shape is not a named component
 * (the OpenAPI generator cannot expand a reference into parameters).
 */
export const socialLoginQuerySchema = z.object({
  redirect: safePath,
  callback: z
    .enum(['login-success'])
    .default('login-success')
    .describe('The shop page that finishes the sign-in: /login-success'),
});
export type SocialLoginQuery = z.input<typeof socialLoginQuerySchema>;

/** A social-login step's redirect: no body; the Location header holds the next page. */
export const socialLoginRedirect = z
  .undefined()
  .describe('A redirect without a body: the Location header holds the next page');

/** An HTML page (not JSON): the shop does not offer the provider. */
export const providerNotAvailablePage = z
  .string()
  .describe('An HTML page saying that this shop does not offer the provider');

// ---------------------------------------------------------------------------------------------
// Password reset

const resetEmail = z
  .string(code('auth.email_required'))
  .trim()
  .toLowerCase()
  .email(code('auth.email_invalid'))
  .max(EMAIL_MAX_LENGTH);

export const forgetPasswordRequestSchema = named(
  'ForgetPasswordRequest',
  z.object({ email: resetEmail.describe('The account to reset: the code is mailed to it') }),
);
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequestSchema>;

export const resetCodeSentSchema = named(
  'ResetCodeSent',
  z.object({
    expiresInSeconds: z.number().int().describe('Seconds until the mailed code expires'),
    resendInSeconds: z.number().int().describe('Seconds before another code may be asked for'),
  }),
);
export type ResetCodeSent = z.output<typeof resetCodeSentSchema>;

export const confirmOtpRequestSchema = named(
  'ConfirmOtpRequest',
  z.object({
    email: resetEmail,
    code: z
      .string(code('auth.otp_format'))
      .trim()
      .length(6, code('auth.otp_format'))
      .regex(/^\d{6}$/, code('auth.otp_format'))
      .describe('The 6-digit code from the e-mail'),
  }),
);
export type ConfirmOtpRequest = z.input<typeof confirmOtpRequestSchema>;

export const resetTokenSchema = named(
  'ResetToken',
  z.object({
    resetToken: z.string().describe('A one-time token for /api/reset-password'),
  }),
);
export type ResetToken = z.output<typeof resetTokenSchema>;

export const resetPasswordRequestSchema = named(
  'ResetPasswordRequest',
  z.object({
    resetToken: z.string().min(1).max(RESET_TOKEN_MAX_LENGTH).describe('The token /api/confirm-otp answered'),
    password: passwordSchema,
  }),
);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
