import type { Config } from './config';
import type { Db } from './db/client';
import type { MailProvider } from './providers/mail';
import type { SmsProvider } from './providers/sms';

/** Everything a feature needs, passed in once: no module-level singletons. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The current time; tests inject a controllable clock. */
  now: () => Date;
  /** SMS sender; default from SMS_PROVIDER (`log`: a log line per message). Tests inject one. */
  sms?: SmsProvider;
  /** Mail sender; default: a log line per message. Tests inject one. */
  mail?: MailProvider;
}
