import { RATING_MESSAGES, type AdBuyer } from '@haat/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { shownName } from '../dataRights/shownName';

/**
 * "Sold to whom?": the buyers who chatted with the seller about this ad, the one whose offer was
 * accepted first, then the most recently active.
 */
export async function adBuyers(ctx: AppContext, adId: number): Promise<AdBuyer[]> {
  const { rows } = await ctx.db.query<AdBuyer>(
    `SELECT u.id::int AS id, u.name,
            EXISTS (SELECT 1 FROM chat_offers o WHERE o.chat_id = c.id AND o.status = 'accepted') AS deal
       FROM chats c JOIN users u ON u.id = c.buyer_id
      WHERE c.ad_id = $1
      ORDER BY deal DESC, c.last_activity DESC, c.id DESC`,
    [adId],
  );
  return rows.map((r) => ({ ...r, name: shownName(r.name) }));
}

/** A `buyer_id` for the sale must be someone who chatted about the ad (a 400 on `buyer_id` otherwise). */
export async function checkBuyer(ctx: AppContext, adId: number, buyerId: number): Promise<void> {
  const { rows } = await ctx.db.query('SELECT 1 FROM chats WHERE ad_id = $1 AND buyer_id = $2', [adId, buyerId]);
  if (!rows.length) throw badRequest({ buyer_id: [RATING_MESSAGES.notBuyer] });
}
