import type { ApiClient, CallOptions } from './client';
import type { ChangePassword } from '@haat/contract';
import type {
  AuthResponse,
  Detail,
  ForgotPassword,
  LoginRequest,
  LoginOtpRequest,
  OtpRequest,
  OtpSent,
  ResetPassword,
  CheckResetToken,
  SignupRequest,
} from './types';

/** `POST /otp/`: send a sign-up OTP by SMS; 409 when the mobile is already registered. */
export function requestOtp(client: ApiClient, body: OtpRequest, opts: CallOptions = {}): Promise<OtpSent> {
  return client.post<OtpSent>('/otp/', body, opts);
}

/** `POST /verify-otp/`: the spec's resend of the sign-up OTP (same throttle and answers as `POST /otp/`). */
export function resendOtp(client: ApiClient, body: OtpRequest, opts: CallOptions = {}): Promise<OtpSent> {
  return client.post<OtpSent>('/verify-otp/', body, opts);
}

/**
 * `POST /signup/`: create the account and sign in. `terms` is sent as the person left it: an
 * unticked box is the server's 400 to report, not the client's to hide.
 */
export function signup(
  client: ApiClient,
  body: Omit<SignupRequest, 'terms'> & { terms: boolean },
  opts: CallOptions = {},
): Promise<AuthResponse> {
  return client.post<AuthResponse>('/signup/', body, opts);
}

/** `POST /login/`. */
export function login(client: ApiClient, body: LoginRequest, opts: CallOptions = {}): Promise<AuthResponse> {
  return client.post<AuthResponse>('/login/', body, opts);
}

/** `POST /login/otp/`: send a login code by SMS (the same answer whether or not the number has an account). */
export function requestLoginOtp(client: ApiClient, body: OtpRequest, opts: CallOptions = {}): Promise<OtpSent> {
  return client.post<OtpSent>('/login/otp/', body, opts);
}

/** `POST /login/otp/verify/`: log in with that code; answers as `POST /login/` does. */
export function loginWithOtp(client: ApiClient, body: LoginOtpRequest, opts: CallOptions = {}): Promise<AuthResponse> {
  return client.post<AuthResponse>('/login/otp/verify/', body, opts);
}

/** `POST /logout/`: revoke this session's token. */
export function logout(client: ApiClient, opts: CallOptions = {}): Promise<Detail> {
  return client.post<Detail>('/logout/', {}, opts);
}

/** `POST /forgot-password/`: a reset link by mail (`email`) or a code by SMS (`mobile`). */
export function forgotPassword(client: ApiClient, body: ForgotPassword, opts: CallOptions = {}): Promise<Detail> {
  return client.post<Detail>('/forgot-password/', body, opts);
}

/** `POST /check-password/ { token }`: whether a reset token is still good (the token never goes in a URL). */
export function checkResetToken(client: ApiClient, token: string, opts: CallOptions = {}): Promise<Detail> {
  return client.post<Detail>('/check-password/', { token } satisfies CheckResetToken, opts);
}

/** `POST /reset-password/ { token, password }`: set the new password with a reset token. */
export function resetPassword(
  client: ApiClient,
  token: string,
  body: Omit<ResetPassword, 'token'>,
  opts: CallOptions = {},
): Promise<Detail> {
  return client.post<Detail>('/reset-password/', { ...body, token } satisfies ResetPassword, opts);
}

/** `POST /logout/all/`: revoke every session of this account, on every device. */
export function logoutEverywhere(client: ApiClient, opts: CallOptions = {}): Promise<Detail> {
  return client.post<Detail>('/logout/all/', {}, opts);
}

/** `PUT /change-password/ { old_password, new_password }`. */
export function changePassword(client: ApiClient, body: ChangePassword, opts: CallOptions = {}): Promise<Detail> {
  return client.put<Detail>('/change-password/', body, opts);
}
