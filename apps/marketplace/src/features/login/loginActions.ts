import { ApiError, type ApiClient } from '../../api/client';
import type { Profile } from '../../state/AppState';

/** The spec's strings for the login dialog's failures (section 8). */
export const LOGIN_ERRORS = {
  serversBusy: 'Servers are busy, Try after sometime',
  invalidLogin: 'Invalid Login Details',
} as const;

/** What a login step can end in; the dialog moves on `ok` and shows the rest. */
export type StepResult<T = undefined> =
  { ok: true; value: T } | { ok: false; fields?: Record<string, string>; message?: string };

export interface Session {
  token: string;
  user: Profile;
}

const digits = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

function failure(err: unknown, otherwise: string): StepResult<never> {
  if (err instanceof ApiError && err.status === 400) {
    const { non_field_errors, detail, ...fields } = err.fields;
    return { ok: false, fields, message: non_field_errors ?? detail };
  }
  if (err instanceof ApiError && err.status === 429) return { ok: false, message: err.detail ?? otherwise };
  return { ok: false, message: otherwise };
}

function asSession(raw: unknown): Session {
  const r = raw as { token?: string; user?: Profile };
  if (!r?.token || !r.user) throw new ApiError(500, {}, 'No token in the answer');
  return { token: r.token, user: r.user };
}

/**
 * The calls behind the login dialog (spec section 4), wired to the real `/otp/`, `/signup/`,
 * `/login/` and `/api/profile/`. Each resolves to a StepResult; none throws.
 */
export function loginActions(api: ApiClient) {
  return {
    /** Stage 1: an OTP is sent (→ stage 2), or the number is registered (409 → stage 5). */
    async requestOtp(mobile: string): Promise<StepResult<'otp-sent' | 'registered'>> {
      try {
        await api.post('/otp/', { mobile: digits(mobile) }, { expected: [409, 404, 405, 500, 502, 503] });
        return { ok: true, value: 'otp-sent' };
      } catch (err) {
        if (err instanceof ApiError && err.status === 409) return { ok: true, value: 'registered' };
        return failure(err, LOGIN_ERRORS.serversBusy);
      }
    },

    /** Stage 2: sign up with the OTP; the token and user are then stored by the caller. */
    async signUp(input: {
      mobile: string;
      otp: string;
      name: string;
      password: string;
      terms: boolean;
    }): Promise<StepResult<Session>> {
      try {
        const raw = await api.post('/signup/', { ...input, mobile: digits(input.mobile), user_type: 'CUSTOMER' });
        return { ok: true, value: asSession(raw) };
      } catch (err) {
        return failure(err, LOGIN_ERRORS.serversBusy);
      }
    },

    /** Stages 3 and 4: save the password, then the full name, through a profile update. */
    async updateProfile(change: { password: string } | { name: string }): Promise<StepResult<Profile | undefined>> {
      try {
        const raw = await api.put<Profile | { user: Profile }>('/api/profile/', change);
        const user = raw && 'user' in raw ? raw.user : (raw as Profile | undefined);
        return { ok: true, value: user && typeof user.mobile === 'string' ? user : undefined };
      } catch (err) {
        // Profile update errors are only logged (spec section 8), but the dialog still needs to know.
        console.error('profile update failed', err);
        return failure(err, LOGIN_ERRORS.serversBusy);
      }
    },

    /** Stage 5: an existing user's password. Any failure reads 'Invalid Login Details'. */
    async logIn(mobile: string, password: string): Promise<StepResult<Session>> {
      try {
        const raw = await api.post('/login/', { mobile: digits(mobile), password }, { expected: [400, 401, 403, 404] });
        return { ok: true, value: asSession(raw) };
      } catch (err) {
        if (err instanceof ApiError && err.status === 429) return failure(err, LOGIN_ERRORS.invalidLogin);
        return { ok: false, message: LOGIN_ERRORS.invalidLogin };
      }
    },
  };
}

export type LoginActions = ReturnType<typeof loginActions>;
