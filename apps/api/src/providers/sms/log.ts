import type { SmsProvider } from './index';

/** The part of a pino logger the log providers use. */
export interface LineLogger {
  info(obj: object, msg?: string): void;
}

/**
 * The embedded default: each SMS is one structured log line `{ sms: { to, text } }`. It is the
 * only log line that may carry an OTP; nothing else logs codes, tokens or passwords.
 */
export function logSms(logger: LineLogger): SmsProvider {
  return {
    name: 'log',
    send: async (to, text) => {
      logger.info({ sms: { to, text } }, 'sms');
    },
  };
}
