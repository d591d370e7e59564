import type { LoginPayload, OtpLoginPayload, SignupPayload } from '@haat/ui';
import * as auth from '../../api/auth';
import { ApiError, type ApiClient } from '../../api/client';
import * as profile from '../../api/profile';

/**
 * The calls behind the kit's LoginModal (spec section 4). They reject with the client's ApiError
 * (`status`, `fields`), which is what the modal's reducer reads; it shows the spec's messages itself.
 */
export function loginCalls(api: ApiClient) {
  return {
    /** 409 (already registered) moves the dialog to the password stage: no toast for it. */
    requestOtp: (mobile: string) => auth.requestOtp(api, { mobile }, { expected: [409, 429] }),
    resendOtp: (mobile: string) => auth.resendOtp(api, { mobile }, { expected: [409, 429] }),
    signup: (payload: SignupPayload) => auth.signup(api, payload, { expected: [409, 429] }),
    /**
     * A failed login reads 'Invalid Login Details' (spec section 8), so the server's own wording is
     * dropped and only the status passed on, except a blocked account's 403, whose "This account is
     * blocked: {reason}" is its owner's to read (the server says it only after the password matched).
     */
    login: (payload: LoginPayload) =>
      auth.login(api, payload, { expected: [400, 401, 403, 404, 429] }).catch((err: unknown) => {
        const status = err instanceof ApiError ? err.status : 0;
        throw status === 403 && err instanceof ApiError ? { status, fields: err.fields } : { status };
      }),
    /** Offered by the dialog when password login answers 429: a code to the mobile instead. */
    requestLoginOtp: (mobile: string) => auth.requestLoginOtp(api, { mobile }, { expected: [429] }),
    /** A wrong or expired code is a 400 naming the OTP field, which the dialog shows under it. */
    loginWithOtp: (payload: OtpLoginPayload) => auth.loginWithOtp(api, payload, { expected: [400, 403, 429] }),
    updateProfile: (patch: { password: string } | { name: string }) => profile.update(api, patch),
  };
}
