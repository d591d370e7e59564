import type { SmsProvider } from './index';

export interface HttpSmsOptions {
  /** The gateway's send endpoint, e.g. an MSG91- or Twilio-style REST URL. */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey?: string;
  /** @default 10000 */
  timeoutMs?: number;
}

/**
 * An HTTP SMS gateway: `POST url` with JSON `{ to, text }`. Any non-2xx answer or a timeout
 * is an error, so the caller can answer "try again" instead of pretending the code went out.
 */
export function httpSms(opts: HttpSmsOptions): SmsProvider {
  return {
    name: 'http',
    send: async (to, text) => {
      const res = await fetch(opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
