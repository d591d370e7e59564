import { marketplaceStrings } from '../strings';

/**
 * The login dialog's stages (spec section 4): 1 `mobile`, 2 `signup` (OTP, name, password, terms),
 * 3 `createPassword`, 4 `fullName`, 5 `password` (existing user); `done` means the dialog closes.
 * Stages 3 and 4 appear only for what the signed-up account still lacks. `otpLogin` logs an
 * existing user in with a code sent to the mobile, offered when password login is throttled.
 */
export type LoginStage = 'mobile' | 'signup' | 'createPassword' | 'fullName' | 'password' | 'otpLogin' | 'done';

/** What a signed-up account may still lack: stage 3 asks for the password, stage 4 for the name. */
export type AccountNeed = 'password' | 'name';

/** What the injected calls reject with: the HTTP status and the server's field errors. */
export interface LoginFailure {
  status?: number;
  fields?: Record<string, string | readonly string[] | undefined>;
}

export interface LoginState {
  stage: LoginStage;
  /** The 10-digit mobile number, once submitted. */
  mobile: string;
  /** A call is in flight: the submit button is busy and does not fire again. */
  busy: boolean;
  /** A message for the whole form (`Servers are busy, Try after sometime`, `Invalid Login Details`). */
  message?: string;
  /** Server field errors, each reduced to its first message, by field name. */
  fieldErrors: Record<string, string>;
  /** How many OTPs were sent; each one restarts the resend countdown. */
  otpSends: number;
  /** The dialog is closed: answers that arrive late are ignored until it opens again. */
  closed: boolean;
  /** What the signed-up account still lacks, so stages 3 and 4 ask for that and nothing else. */
  needs: readonly AccountNeed[];
  /** Password login answered 429: the password stage offers logging in with an OTP instead. */
  offerOtp: boolean;
}

export type LoginEvent =
  | { type: 'submit' }
  | { type: 'otpSent'; mobile: string }
  | { type: 'otpFailed'; mobile: string; error: unknown }
  | { type: 'signedUp'; needs: readonly AccountNeed[] }
  | { type: 'signupFailed'; error: unknown }
  | { type: 'passwordSaved' }
  | { type: 'nameSaved' }
  | { type: 'profileFailed'; error: unknown }
  | { type: 'loggedIn' }
  | { type: 'loginFailed'; error: unknown }
  | { type: 'loginOtpSent' }
  | { type: 'loginOtpFailed'; error: unknown }
  | { type: 'edit'; field: string }
  | { type: 'changeMobile' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'reset' };

export const initialLoginState: LoginState = {
  stage: 'mobile',
  mobile: '',
  busy: false,
  fieldErrors: {},
  otpSends: 0,
  closed: false,
  needs: [],
  offerOtp: false,
};

/** The stage that asks for the first thing the account lacks; `done` when it lacks nothing. */
function nextNeed(needs: readonly AccountNeed[]): LoginStage {
  if (needs.includes('password')) return 'createPassword';
  if (needs.includes('name')) return 'fullName';
  return 'done';
}

/** After the server's "This account is blocked: {reason}" when a blocked account tries to log in. */
export const BLOCKED_APPEAL =
  'If you think this is a mistake, write to us from the Contact us page with your mobile number.';

/** Keys the server uses for errors that belong to no single field. */
const FORM_KEYS = ['non_field_errors', 'detail'];

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && typeof (error as LoginFailure).status === 'number'
    ? (error as LoginFailure).status
    : undefined;
}

/** A 400's field errors, each reduced to its first message (spec section 8); form-level ones apart. */
export function firstMessages(error: unknown): { fields: Record<string, string>; message?: string } {
  const raw = (typeof error === 'object' && error !== null ? (error as LoginFailure).fields : undefined) ?? {};
  const fields: Record<string, string> = {};
  let message: string | undefined;
  for (const [key, value] of Object.entries(raw)) {
    const first = typeof value === 'string' ? value : value?.find((m) => typeof m === 'string' && m !== '');
    if (!first) continue;
    if (FORM_KEYS.includes(key)) message ??= first;
    else fields[key] = first;
  }
  return { fields, message };
}

/**
 * A 400 with messages shows them; a 403 that says why (a blocked account: "This account is blocked:
 * {reason}") shows that, with how to appeal; anything else shows `fallback` (or nothing).
 */
function failed(state: LoginState, error: unknown, fallback: string | undefined): LoginState {
  if (statusOf(error) === 403) {
    const { message } = firstMessages(error);
    if (message) return { ...state, busy: false, fieldErrors: {}, message: `${message} ${BLOCKED_APPEAL}` };
  }
  if (statusOf(error) === 400) {
    const { fields, message } = firstMessages(error);
    if (Object.keys(fields).length > 0 || message) return { ...state, busy: false, fieldErrors: fields, message };
  }
  return { ...state, busy: false, fieldErrors: {}, message: fallback };
}

/** Every transition of the login dialog, with no React and no I/O, so it is tested alone. */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  if (state.closed && event.type !== 'open' && event.type !== 'reset') return state;
  switch (event.type) {
    case 'submit':
      return { ...state, busy: true, message: undefined, fieldErrors: {} };
    case 'otpSent':
      return { ...state, stage: 'signup', mobile: event.mobile, busy: false, otpSends: state.otpSends + 1 };
    case 'otpFailed':
      // 409: the number is already registered, so the user logs in with a password instead.
      if (statusOf(event.error) === 409) {
        return { ...state, stage: 'password', mobile: event.mobile, busy: false, fieldErrors: {}, message: undefined };
      }
      return failed(state, event.error, marketplaceStrings.serversBusy);
    case 'signedUp':
      // Stage 2 saved the name and password the user typed: never ask for them again.
      return { ...state, stage: nextNeed(event.needs), needs: event.needs, busy: false };
    case 'signupFailed':
      return failed(state, event.error, marketplaceStrings.serversBusy);
    case 'passwordSaved': {
      const needs = state.needs.filter((need) => need !== 'password');
      return { ...state, stage: nextNeed(needs), needs, busy: false };
    }
    case 'nameSaved':
    case 'loggedIn':
      return { ...state, stage: 'done', busy: false };
    case 'profileFailed':
      // Profile update errors are only logged (spec section 8); a 400 still names its field.
      return failed(state, event.error, undefined);
    case 'loginFailed':
      // Too many password tries (from here, or at this number): the way in is a code to the mobile.
      if (state.stage === 'password' && statusOf(event.error) === 429) {
        return { ...state, busy: false, fieldErrors: {}, message: undefined, offerOtp: true };
      }
      return failed(state, event.error, marketplaceStrings.invalidLogin);
    case 'loginOtpSent':
      return { ...state, stage: 'otpLogin', busy: false, offerOtp: false, otpSends: state.otpSends + 1 };
    case 'loginOtpFailed':
      return failed(state, event.error, marketplaceStrings.serversBusy);
    case 'edit': {
      if (!(event.field in state.fieldErrors) && !state.message) return state;
      const { [event.field]: _cleared, ...rest } = state.fieldErrors;
      return { ...state, fieldErrors: rest, message: undefined };
    }
    case 'changeMobile':
      return { ...initialLoginState, mobile: state.mobile };
    case 'open':
      return state.closed ? initialLoginState : state;
    case 'close':
      return { ...initialLoginState, closed: true };
    case 'reset':
      return initialLoginState;
  }
}
