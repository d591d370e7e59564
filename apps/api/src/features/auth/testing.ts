import type { FastifyInstance } from 'fastify';
import type { MailMessage, MailProvider } from '../../providers/mail';
import type { SmsProvider } from '../../providers/sms';

/** An SMS provider that keeps what it sends, for tests. */
export function captureSms() {
  const sent: { to: string; text: string }[] = [];
  const provider: SmsProvider = {
    name: 'capture',
    send: async (to, text) => {
      sent.push({ to, text });
    },
  };
  /** The 6-digit code of the last SMS to `mobile` (10 digits). */
  const lastCode = (mobile: string): string => {
    const sms = sent.filter((s) => s.to === `+91${mobile}`).at(-1);
    const code = sms?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no OTP sent to ${mobile}`);
    return code;
  };
  return { sent, provider, lastCode };
}

export function captureMail() {
  const sent: MailMessage[] = [];
  const provider: MailProvider = {
    name: 'capture',
    send: async (m) => {
      sent.push(m);
    },
  };
  return { sent, provider };
}

/** Request a code and sign up with it; returns the token and user. */
export async function signUp(
  app: FastifyInstance,
  sms: ReturnType<typeof captureSms>,
  mobile: string,
  password = 'secret-pass-1',
  name = 'Asha Verma',
) {
  const otp = await app.inject({ method: 'POST', url: '/otp/', payload: { mobile } });
  if (otp.statusCode !== 200) throw new Error(`otp ${otp.statusCode} ${otp.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/signup/',
    payload: { mobile, otp: sms.lastCode(mobile), name, password, terms: true, user_type: 'CUSTOMER' },
  });
  if (res.statusCode !== 201) throw new Error(`signup ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; user: { id: number; name: string; mobile: string } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
