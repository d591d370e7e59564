import type { Config } from '../../config';
import { httpSms } from './http';
import { logSms, type LineLogger } from './log';

/** Sends one text message to an Indian mobile, `to` as "+91XXXXXXXXXX". */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** The provider `SMS_PROVIDER` names: `log` (default) or the `http` gateway. */
export function createSmsProvider(config: Config, logger: LineLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'http') {
    if (!config.SMS_GATEWAY_URL) throw new Error('SMS_PROVIDER=http needs SMS_GATEWAY_URL');
    return httpSms({ url: config.SMS_GATEWAY_URL, apiKey: config.SMS_GATEWAY_KEY });
  }
  return logSms(logger);
}

export { httpSms, logSms };
export type { LineLogger };
