import type { LineLogger } from '../sms/log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** The embedded default: each mail is one structured log line `{ mail: { to, subject, text } }`. */
export function logMail(logger: LineLogger): MailProvider {
  return {
    name: 'log',
    send: async (message) => {
      logger.info({ mail: message }, 'mail');
    },
  };
}
