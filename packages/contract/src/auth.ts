import { z } from 'zod';
import { paginated } from './common';

/** The spec's validation messages (section 5), verbatim. */
export const AUTH_MESSAGES = {
  mobileRequired: 'Please enter mobile number',
  mobileInvalid: 'Enter valid mobile number',
  otpRequired: 'OTP is required',
  otpInvalid: 'Invalid OTP',
  otpExpired: 'OTP has expired. Please request a new one',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP',
  nameRequired: 'Name is required',
  passwordRequired: 'password is required',
  loginPasswordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  termsRequired: 'Acceptance of Terms & Conditions is required',
  emailInvalid: 'Enter valid email address',
  mobileRegistered: 'This mobile number is already registered',
  emailTaken: 'This email address is already in use',
  loginInvalid: 'Unable to log in with the provided credentials.',
  oldPasswordWrong: 'Your old password was entered incorrectly',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  recoveryTargetRequired: 'Enter your email address or mobile number',
  passwordNeedsOld: 'Change your password with your current one (Change password)',
  verifyLinkInvalid: 'This link is invalid or has expired',
  currentPasswordRequired: 'Enter your current password to change your e-mail address',
  currentPasswordWrong: 'Your current password is wrong',
  emailOtpRequired: 'Enter the OTP we sent to your mobile to change your e-mail address',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_TRIES = 5;
/** A session ends this many days after its last use… */
export const SESSION_IDLE_DAYS = 30;
/** …and, however often it is used, this many days after sign-in. */
export const SESSION_MAX_DAYS = 90;

/** '9876543210', '+91 98765 43210', '09876543210' → '9876543210' (invalid input passes through). */
export function normalizeMobile(input: string): string {
  const digits = input.replace(/[\s()-]/g, '');
  const m = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return m ? m[1]! : input.trim();
}

/** A +91 mobile: 10 digits, the first above 5; stored and answered without the country code. */
export const MobileSchema = z
  .string({ error: (iss) => (iss.input == null ? AUTH_MESSAGES.mobileRequired : AUTH_MESSAGES.mobileInvalid) })
  .transform(normalizeMobile)
  .pipe(
    z
      .string()
      .min(1, AUTH_MESSAGES.mobileRequired)
      .regex(/^[6-9]\d{9}$/, AUTH_MESSAGES.mobileInvalid),
  );

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const NewPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(128);

export const EmailSchema = z
  .string({ error: AUTH_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.emailInvalid).max(254));

/** `POST /otp/` and `POST /verify-otp/` (resend; a GET sends nothing): the client sends the whole sign-up body; only mobile counts. */
export const OtpRequestSchema = z.object({ mobile: MobileSchema });
export type OtpRequest = z.input<typeof OtpRequestSchema>;

export const OtpSentSchema = z.object({ detail: z.string(), mobile: z.string(), expires_in: z.number().int() });
export type OtpSent = z.infer<typeof OtpSentSchema>;

/** `POST /signup/`. `user_type` is accepted and ignored: sign-up always makes a CUSTOMER. */
export const SignupSchema = z.object({
  mobile: MobileSchema,
  otp: required(AUTH_MESSAGES.otpRequired).pipe(z.string().regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid)),
  name: required(AUTH_MESSAGES.nameRequired).pipe(z.string().max(100)),
  password: NewPasswordSchema,
  terms: z.literal(true, { error: AUTH_MESSAGES.termsRequired }),
  user_type: z.unknown().optional(),
});
export type SignupRequest = z.input<typeof SignupSchema>;

/** `POST /login/`. */
export const LoginSchema = z.object({
  mobile: MobileSchema,
  password: z
    .string({ error: AUTH_MESSAGES.loginPasswordRequired })
    .min(1, AUTH_MESSAGES.loginPasswordRequired)
    .max(128),
});
export type LoginRequest = z.input<typeof LoginSchema>;

/**
 * `POST /login/otp/verify/`: log in with the code `POST /login/otp/ { mobile }` sent by SMS, the
 * way in that needs no password (and that failed password guesses never block).
 */
export const LoginOtpSchema = z.object({
  mobile: MobileSchema,
  otp: required(AUTH_MESSAGES.otpRequired).pipe(z.string().regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid)),
});
export type LoginOtpRequest = z.input<typeof LoginOtpSchema>;

export const UserTypeSchema = z.enum(['CUSTOMER', 'ADMIN']);
export type UserType = z.infer<typeof UserTypeSchema>;

/** `GET /api/profile/` and the `user` of sign-up and login. `wallet` is in rupees. */
export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  /** True once the owner opened the link mailed to `email`; only then does recovery use it. */
  email_verified: z.boolean(),
  /** False for an account made without one (by an admin tool): the login dialog then asks for it. */
  has_password: z.boolean(),
  wallet: z.number(),
  user_type: UserTypeSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `POST /api/verify-email/ { token }`: the token of the link mailed to a new address. */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: AUTH_MESSAGES.verifyLinkInvalid })
    .trim()
    .min(1, AUTH_MESSAGES.verifyLinkInvalid)
    .max(200, AUTH_MESSAGES.verifyLinkInvalid),
});
export type VerifyEmail = z.input<typeof VerifyEmailSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: ProfileSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * `PUT /api/profile/`: any of name, password, email. Changing the e-mail re-authenticates: an
 * account with a password sends `current_password`; one without sends `otp`, the code that
 * `POST /api/profile/email-otp/` texted to its mobile. A token alone cannot change it.
 */
export const ProfileUpdateSchema = z.object({
  name: required(AUTH_MESSAGES.nameRequired).pipe(z.string().max(100)).optional(),
  password: NewPasswordSchema.optional(),
  email: z.union([z.literal('').transform(() => null), z.null(), EmailSchema]).optional(),
  current_password: z.string({ error: AUTH_MESSAGES.currentPasswordRequired }).max(128).optional(),
  otp: z
    .string({ error: AUTH_MESSAGES.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, AUTH_MESSAGES.otpInvalid)
    .optional(),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

/** `PUT /change-password/`. */
export const ChangePasswordSchema = z.object({
  old_password: z.string({ error: AUTH_MESSAGES.loginPasswordRequired }).min(1, AUTH_MESSAGES.loginPasswordRequired),
  new_password: NewPasswordSchema,
});
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** `POST /forgot-password/`: `{ email }` (a reset link by mail) or `{ mobile }` (a code by SMS). */
export const ForgotPasswordSchema = z
  .object({ email: EmailSchema.optional(), mobile: MobileSchema.optional() })
  .refine((v) => v.email !== undefined || v.mobile !== undefined, {
    message: AUTH_MESSAGES.recoveryTargetRequired,
  });
export type ForgotPassword = z.input<typeof ForgotPasswordSchema>;

/**
 * A reset token: the random token of a mailed link, or `{mobile}-{code}` for a code sent by SMS.
 * It travels in the body, never in a URL path or query, so no access log ever holds it.
 */
const ResetTokenSchema = z
  .string({ error: AUTH_MESSAGES.resetTokenInvalid })
  .trim()
  .min(1, AUTH_MESSAGES.resetTokenInvalid)
  .max(200, AUTH_MESSAGES.resetTokenInvalid);

/** `POST /check-password/ { token }`. */
export const CheckResetTokenSchema = z.object({ token: ResetTokenSchema });
export type CheckResetToken = z.input<typeof CheckResetTokenSchema>;

/** `POST /reset-password/ { token, password }`. */
export const ResetPasswordSchema = z.object({ token: ResetTokenSchema, password: NewPasswordSchema });
export type ResetPassword = z.input<typeof ResetPasswordSchema>;

/** One signed-in device of the account (`GET /api/sessions/`). */
export const SessionSchema = z.object({
  id: z.number().int(),
  /** The User-Agent it signed in with ('' when none was sent): the app names the device from it. */
  user_agent: z.string(),
  /** The address it was last used from ('' when unknown). */
  ip: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** When it ends unless used again; never later than SESSION_MAX_DAYS after sign-in. */
  expires_at: z.string(),
  /** The session of the request that asked: "this device". */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionListSchema = paginated(SessionSchema);
export type SessionList = z.infer<typeof SessionListSchema>;
export const SessionIdParamsSchema = z.object({ id: z.string() });
