import type { AdReport } from '@haat/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { conflict, forbidden, notFound } from '../../http/errors';
import { LIMITS, rulesOf, spend } from '../../http/limits';
import { holdReportedAccount } from '../moderation/accounts';
import { adsText } from './adsText';

/**
 * "Report this ad" from its page: a live ad, not the reporter's own, once per ad while that report
 * is open (a unique index, so 50 parallel taps store one), within the account's daily allowance of
 * reports shared with reports from chats.
 */
export async function reportAd(
  ctx: AppContext,
  me: AuthUser,
  adId: number,
  input: { reason: AdReport['reason']; details: string },
): Promise<number> {
  const { rows: ads } = await ctx.db.query<{ owner_id: number; status: string }>(
    'SELECT owner_id::int AS owner_id, status FROM ads WHERE id = $1',
    [adId],
  );
  const ad = ads[0];
  if (!ad || ad.status === 'removed' || ad.status === 'pending_review') throw notFound(adsText.noLonger);
  if (ad.owner_id === me.id) throw forbidden(adsText.ownAd);
  // One allowance with the reports from chats (the `report:` key of features/chat).
  await spend(ctx, rulesOf(`report:${me.id}`, LIMITS.reports), adsText.manyReports);
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO reports (reporter_id, target, user_id, ad_id, reason, details, created_on)
     VALUES ($1, 'ad', $2, $3, $4, $5, $6)
     ON CONFLICT (reporter_id, ad_id) WHERE target = 'ad' AND chat_id IS NULL AND status = 'open' DO NOTHING
     RETURNING id`,
    [me.id, ad.owner_id, adId, input.reason, input.details, ctx.now()],
  );
  if (!rows[0]) throw conflict({ detail: [adsText.alreadyReported] });
  // The third person reporting the owner within a week holds the account for review.
  await holdReportedAccount(ctx, ad.owner_id);
  return Number(rows[0].id);
}
