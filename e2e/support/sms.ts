import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/** The server's log, written by playwright.config.ts's webServer command. */
const SERVER_LOG = 'test-results/e2e-server.log';

/** Every SMS the `log` provider has "sent" to `mobile` (10 digits), oldest first. */
export function smsTo(mobile: string): string[] {
  let text = '';
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"sms"')) continue;
    try {
      const entry = JSON.parse(line) as { sms?: { to?: string; text?: string } };
      if (entry.sms?.to?.endsWith(mobile) && entry.sms.text) out.push(entry.sms.text);
    } catch {
      // not a JSON line
    }
  }
  return out;
}

/** The OTP of the newest SMS to `mobile` that arrived after `before` messages: the only 6-digit number in it. */
export async function readOtp(mobile: string, before: number): Promise<string> {
  let otp = '';
  await expect
    .poll(
      () => {
        const messages = smsTo(mobile);
        if (messages.length <= before) return '';
        otp = /\b(\d{6})\b/.exec(messages.at(-1)!)?.[1] ?? '';
        return otp;
      },
      { message: `an OTP SMS to ${mobile} in ${SERVER_LOG}`, timeout: 10_000 },
    )
    .not.toBe('');
  return otp;
}

/** A fresh valid Indian mobile number for this run (first digit above 5). */
export function newMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}
