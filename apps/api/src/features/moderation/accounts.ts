import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { FLAGGED_SENDER_CHATS } from '../../http/limits';
import { bumpCatalogue } from '../ads/version';
import { addNotification, pushNotification } from '../notifications/service';
import { queueForAlerts } from '../savedSearches/service';
import { moderationText } from './moderationText';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Different people reporting an account within REPORT_WINDOW_MS that hold it for review. */
export const REPORTERS_TO_HOLD = 3;
const REPORT_WINDOW_MS = 7 * DAY_MS;

/** The rule ids of the account holds (rules.ts). */
const FLAGGED_SENDER = 'chat.flagged_sender';
export const REPORTED_ACCOUNT = 'account.reported';

/**
 * SQL for when an account's count under `ruleId` starts: the later of `since` and the last time an
 * admin approved such a hold of it (what the admin cleared is not counted again). `$1` is the
 * account's id.
 */
const countFrom = (ruleId: string, since: string) =>
  `greatest(${since}, (SELECT max(decided_at) FROM moderation_holds
     WHERE subject_type = 'user' AND subject_id = $1 AND rule_id = '${ruleId}' AND status = 'approved'))`;

interface Flagged {
  chats: number;
  messages: number;
  rules: string | null;
  excerpt: string | null;
}

/**
 * The sender's messages the chat's scam rules warned of, within the last day and since an admin
 * last cleared the sender: in how many chats, how many, which rules and the latest one's words.
 */
async function flaggedMessages(db: Queryable, userId: number, now: Date): Promise<Flagged> {
  const { rows } = await db.query<Flagged>(
    `SELECT count(DISTINCT chat_id)::int AS chats, count(*)::int AS messages,
            string_agg(DISTINCT warning, ', ') AS rules, (array_agg(left(text, 200) ORDER BY id DESC))[1] AS excerpt
       FROM chat_messages
      WHERE sender_id = $1 AND warning IS NOT NULL AND created_on > ${countFrom(FLAGGED_SENDER, '$2::timestamptz')}`,
    [userId, new Date(now.getTime() - DAY_MS)],
  );
  return rows[0]!;
}

/**
 * Whether the sender's messages fired the scam rules in FLAGGED_SENDER_CHATS chats or more within
 * the last day (and since an admin last cleared them): such a sender writes at a slower pace
 * (LIMITS.flaggedMessages) and waits in the review queue.
 */
export async function isFlaggedSender(db: Queryable, userId: number, now: Date): Promise<boolean> {
  return (await flaggedMessages(db, userId, now)).chats >= FLAGGED_SENDER_CHATS;
}

/**
 * After a warned message is stored: a sender now flagged joins the review queue, once while the
 * hold waits (the open-hold index makes a parallel second insert a no-op). Nothing is hidden and
 * nobody is told: the slower pace is already in force, and an admin decides the rest.
 */
export async function holdFlaggedSender(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now();
  const flagged = await flaggedMessages(ctx.db, userId, now);
  if (flagged.chats < FLAGGED_SENDER_CHATS) return;
  await ctx.db.query(
    `INSERT INTO moderation_holds (subject_type, subject_id, rule_id, evidence, created_at)
     SELECT 'user', $1, $2, $3::jsonb, $4 FROM users WHERE id = $1 AND user_type <> 'ADMIN'
     ON CONFLICT (subject_type, subject_id, rule_id) WHERE status = 'open' DO NOTHING`,
    [
      userId,
      FLAGGED_SENDER,
      JSON.stringify({
        chats: flagged.chats,
        messages: flagged.messages,
        rules: flagged.rules,
        excerpt: flagged.excerpt,
      }),
      now,
    ],
  );
}

/**
 * After a report of an account (from a chat or of one of its ads): once REPORTERS_TO_HOLD
 * different people have reported it within a week (reports an admin dismissed, and those before an
 * admin last cleared it, do not count), it is held for review: its live ads wait (pending_review,
 * out of every public path) and it is told why. One transaction under the account's row lock, so
 * of parallel reports exactly one holds it. Admin accounts and blocked ones are never held.
 */
export async function holdReportedAccount(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.now();
  const note = await ctx.db.transaction(async (tx) => {
    const user = (
      await tx.query<{ id: number }>(
        `SELECT id FROM users WHERE id = $1 AND user_type <> 'ADMIN' AND is_active AND erased_on IS NULL FOR UPDATE`,
        [userId],
      )
    ).rows[0];
    if (!user) return null;
    const { rows } = await tx.query<{ reporters: number; reports: number; reasons: string | null }>(
      `SELECT count(DISTINCT reporter_id)::int AS reporters, count(*)::int AS reports,
              string_agg(DISTINCT reason, ', ') AS reasons
         FROM reports
        WHERE user_id = $1 AND status <> 'dismissed' AND created_on > ${countFrom(REPORTED_ACCOUNT, '$2::timestamptz')}`,
      [userId, new Date(now.getTime() - REPORT_WINDOW_MS)],
    );
    const seen = rows[0]!;
    if (seen.reporters < REPORTERS_TO_HOLD) return null;
    const held = await tx.query(
      `INSERT INTO moderation_holds (subject_type, subject_id, rule_id, evidence, created_at)
       VALUES ('user', $1, $2, $3::jsonb, $4)
       ON CONFLICT (subject_type, subject_id, rule_id) WHERE status = 'open' DO NOTHING RETURNING id`,
      [userId, REPORTED_ACCOUNT, JSON.stringify(seen), now],
    );
    if (!held.rows[0]) return null;
    const hidden = await tx.query(
      `UPDATE ads SET status = 'pending_review' WHERE owner_id = $1 AND status = 'active'`,
      [userId],
    );
    await tx.query(
      `UPDATE moderation_holds SET evidence = evidence || jsonb_build_object('ads_hidden', $2::int) WHERE id = $1`,
      [held.rows[0].id, hidden.affectedRows],
    );
    return addNotification(ctx, tx, userId, {
      kind: 'moderation',
      text: () => moderationText.accountHeld,
      link: '/my-ads/',
    });
  });
  if (note) {
    await pushNotification(ctx, userId, note);
    bumpCatalogue(ctx);
  }
}

/** Whether the account waits for review on reports (its new ads wait too). */
export async function accountHeld(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM moderation_holds
      WHERE subject_type = 'user' AND subject_id = $1 AND rule_id = $2 AND status = 'open'`,
    [userId, REPORTED_ACCOUNT],
  );
  return rows.length > 0;
}

/**
 * Bring back the ads an account hold kept waiting: every ad of the owner waiting with no hold of
 * its own (an ad a rule held keeps waiting for its own decision). With `alerts`, ads posted while
 * the account waited are queued for saved-search alerts now; the others were at their posting.
 */
export async function releaseAccountAds(
  tx: Queryable,
  userId: number,
  heldSince: Date,
  now: Date,
  alerts: boolean,
): Promise<number> {
  const { rows } = await tx.query<{ id: number; fresh: boolean }>(
    `UPDATE ads SET status = 'active'
      WHERE owner_id = $1 AND status = 'pending_review'
        AND NOT EXISTS (SELECT 1 FROM moderation_holds h
                         WHERE h.subject_type = 'ad' AND h.subject_id = ads.id AND h.status = 'open')
      RETURNING id::int AS id, created_on >= $2 AS fresh`,
    [userId, heldSince],
  );
  for (const ad of rows) if (alerts && ad.fresh) await queueForAlerts(tx, ad.id, now);
  return rows.length;
}
