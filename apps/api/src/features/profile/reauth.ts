import { AUTH_MESSAGES } from '@haat/contract';
import type { AppContext } from '../../context';
import { badRequest, tooMany } from '../../http/errors';
import { take } from '../../http/throttle';
import { checkOtp, type OtpCheck } from '../auth/otp';
import { verifyPassword } from '../auth/passwords';
import type { UserRow } from '../auth/users';
import { profileText } from './profileText';
import { say } from '../../http/language';

/** Current-password guesses on one account (an e-mail change), counted before each is compared. */
const PASSWORD_CHECKS = { windowMs: 15 * 60 * 1000, limit: 5 };

const OTP_ERRORS: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: AUTH_MESSAGES.otpInvalid,
  expired: AUTH_MESSAGES.otpExpired,
  tries: AUTH_MESSAGES.otpTooManyTries,
};

/**
 * Prove that whoever holds this token is the account's owner, before a change that could take the
 * account over (its e-mail is where reset links go): the current password, or for an account
 * without one, a fresh code texted to its mobile. A 400 on the field to fix; a 429 past the
 * guesses allowed.
 */
export async function reauthenticate(
  ctx: AppContext,
  user: UserRow,
  proof: { current_password?: string; otp?: string },
): Promise<void> {
  if (user.password_hash !== null) {
    if (!proof.current_password) throw badRequest({ current_password: [AUTH_MESSAGES.currentPasswordRequired] });
    const guess = await take(ctx, [{ key: `reauth-password:${user.id}`, ...PASSWORD_CHECKS }]);
    if (guess.wait > 0) throw tooMany(guess.wait, profileText.tooManyPasswords);
    if (!(await verifyPassword(proof.current_password, user.password_hash))) {
      throw badRequest({ current_password: [AUTH_MESSAGES.currentPasswordWrong] });
    }
    await guess.refund();
    return;
  }
  if (!proof.otp) throw badRequest({ otp: [AUTH_MESSAGES.emailOtpRequired] });
  const result = await checkOtp(ctx.db, ctx.now(), {
    mobile: user.mobile,
    purpose: 'email',
    code: proof.otp,
    consume: true,
  });
  if (result !== 'ok') throw badRequest({ otp: [OTP_ERRORS[result]] });
}

/** `a****@example.in`: enough for the owner to recognise, not a whole address in an SMS. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '****' : `${email[0]}****${email.slice(at)}`;
}

/**
 * Tell the owner, on the channels a thief with a token does not hold, that the e-mail changed: a
 * mail to the old address (when there was one) and an SMS to the mobile. A notice that cannot be
 * sent is logged; the change stands.
 */
export async function noticeEmailChanged(ctx: AppContext, user: UserRow, next: string | null): Promise<void> {
  const what = next ? say(profileText.changedTo, { email: maskEmail(next) }) : profileText.removed;
  const unlessYou = profileText.unlessYou;
  const notices: Promise<void>[] = [
    ctx.sms.send(`+91${user.mobile}`, say(profileText.emailChangedSms, { what, unlessYou })),
  ];
  if (user.email) {
    notices.push(
      ctx.mail.send({
        to: user.email,
        subject: profileText.emailChangedSubject,
        text: say(profileText.emailChangedMail, {
          name: user.name || profileText.there,
          mobile: user.mobile,
          what,
          unlessYou,
        }),
      }),
    );
  }
  for (const sent of await Promise.allSettled(notices)) {
    if (sent.status === 'rejected') ctx.log.error({ err: sent.reason }, 'an e-mail change notice could not be sent');
  }
}
