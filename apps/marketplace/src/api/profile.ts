import type { ApiClient, CallOptions } from './client';
import type { Detail, OtpSent, Profile, ProfileUpdate, VerifyEmail } from './types';

/** `GET /api/profile/`: the signed-in account. */
export function get(client: ApiClient, opts: CallOptions = {}): Promise<Profile> {
  return client.get<Profile>('/api/profile/', undefined, opts);
}

/**
 * `PUT /api/profile/`: change the name or e-mail (a new one is mailed a link; changing it needs
 * `current_password`, or `otp` on an account without one), or set a first password.
 */
export function update(client: ApiClient, patch: ProfileUpdate, opts: CallOptions = {}): Promise<Profile> {
  return client.put<Profile>('/api/profile/', patch, opts);
}

/** `POST /api/verify-email/ { token }`: confirm the address a link was mailed to. */
export function confirmEmail(client: ApiClient, token: string, opts: CallOptions = {}): Promise<Detail> {
  return client.post<Detail>('/api/verify-email/', { token } satisfies VerifyEmail, opts);
}

/** `POST /api/profile/email-otp/`: text a code to my mobile, for an account without a password to change its e-mail. */
export function sendEmailOtp(client: ApiClient, opts: CallOptions = {}): Promise<OtpSent> {
  return client.post<OtpSent>('/api/profile/email-otp/', {}, opts);
}
