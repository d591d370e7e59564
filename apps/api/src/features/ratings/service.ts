import { shownName } from '../dataRights/shownName';
import {
  RATING_EDIT_DAYS,
  RATING_MESSAGES,
  RATING_RECENT,
  type ChatRating,
  type Rating,
  type RatingCreate,
  type RatingEdit,
  type RatingSummary,
} from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { conflict, forbidden, notFound } from '../../http/errors';
import { writeAudit } from '../admin/audit';
import { addNotification, notificationText, pushNotification } from '../notifications/service';

const DAY_MS = 24 * 60 * 60 * 1000;
const EDIT_MS = RATING_EDIT_DAYS * DAY_MS;

/**
 * A chat's deal, as SQL over the chat `c` and its ad `a`: an accepted offer in it, or the ad sold to
 * its buyer. Either side may then rate the other.
 */
const HAS_DEAL = `(EXISTS (SELECT 1 FROM chat_offers o WHERE o.chat_id = c.id AND o.status = 'accepted')
  OR (a.status = 'sold' AND a.sold_to_id = c.buyer_id))`;

const RATING_SELECT = `r.id::int AS id, r.stars, r.text, r.author_id::int AS author_id, au.name AS author_name,
  r.author_role, r.subject_id::int AS subject_id, r.created_on, r.edited_on, r.reply, r.replied_on`;
const RATING_FROM = 'ratings r JOIN users au ON au.id = r.author_id';

interface RatingRow {
  id: number;
  stars: number;
  text: string;
  author_id: number;
  author_name: string;
  author_role: 'buyer' | 'seller';
  subject_id: number;
  created_on: Date;
  edited_on: Date | null;
  reply: string | null;
  replied_on: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toRating(r: RatingRow): Rating {
  return {
    id: r.id,
    stars: Number(r.stars),
    text: r.text,
    author: { id: r.author_id, name: shownName(r.author_name) },
    author_role: r.author_role,
    subject_id: r.subject_id,
    created_on: iso(r.created_on),
    edited_on: r.edited_on ? iso(r.edited_on) : null,
    reply: r.reply !== null && r.replied_on ? { text: r.reply, created_on: iso(r.replied_on) } : null,
  };
}

async function loadRating(db: Queryable, id: number): Promise<Rating | null> {
  const { rows } = await db.query<RatingRow>(
    `SELECT ${RATING_SELECT} FROM ${RATING_FROM} WHERE r.id = $1 AND r.removed_on IS NULL`,
    [id],
  );
  return rows[0] ? toRating(rows[0]) : null;
}

/**
 * `POST /api/ratings/`: rate the other party of my chat once it has a deal. One statement: the
 * insert happens only for a party of a chat with a deal, and the unique (chat, author) index lets
 * one of any number of parallel requests through; the others are 409, anyone else 403.
 */
export async function createRating(ctx: AppContext, user: AuthUser, input: RatingCreate): Promise<Rating> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO ratings (chat_id, author_id, subject_id, author_role, stars, text, created_on)
     SELECT c.id, $2, CASE WHEN c.buyer_id = $2 THEN c.seller_id ELSE c.buyer_id END,
            CASE WHEN c.buyer_id = $2 THEN 'buyer' ELSE 'seller' END, $3, $4, $5
       FROM chats c JOIN ads a ON a.id = c.ad_id
      WHERE c.id = $1 AND (c.buyer_id = $2 OR c.seller_id = $2) AND ${HAS_DEAL}
     ON CONFLICT (chat_id, author_id) DO NOTHING
     RETURNING id::int AS id`,
    [input.chat_id, user.id, input.stars, input.text ?? '', ctx.now()],
  );
  if (rows[0]) {
    const rating = (await loadRating(ctx.db, rows[0].id))!;
    // The person rated hears of it, and where to read and answer it: their store page.
    await tell(ctx, rating.subject_id, input.chat_id, (title) => ({
      kind: 'rating',
      text: () => notificationText.rated(rating.author.name, rating.stars, title),
      link: `/store/${rating.subject_id}/`,
    }));
    return rating;
  }
  const mine = await ctx.db.query('SELECT 1 FROM ratings WHERE chat_id = $1 AND author_id = $2', [
    input.chat_id,
    user.id,
  ]);
  if (mine.rows.length) throw conflict({ detail: [RATING_MESSAGES.already] });
  throw forbidden(RATING_MESSAGES.noDeal);
}

/** Why a rating could not be changed: missing (404), someone else's (403), or past its window. */
async function refuse(ctx: AppContext, id: number, check: (r: RatingRow) => void): Promise<never> {
  const { rows } = await ctx.db.query<RatingRow>(
    `SELECT ${RATING_SELECT} FROM ${RATING_FROM} WHERE r.id = $1 AND r.removed_on IS NULL`,
    [id],
  );
  if (!rows[0]) throw notFound(RATING_MESSAGES.noRating);
  check(rows[0]);
  // The row changed between the two statements (removed, say): as good as missing.
  throw notFound(RATING_MESSAGES.noRating);
}

/** A notification about a rating (the bell, open tabs, push), naming the deal's ad. */
async function tell(
  ctx: AppContext,
  userId: number,
  chatId: number,
  make: (title: string) => Parameters<typeof addNotification>[3],
): Promise<void> {
  const { rows } = await ctx.db.query<{ title: string }>(
    'SELECT a.title FROM chats c JOIN ads a ON a.id = c.ad_id WHERE c.id = $1',
    [chatId],
  );
  const note = await addNotification(ctx, ctx.db, userId, make(rows[0]?.title ?? ''));
  if (note) await pushNotification(ctx, userId, note);
}

/** `PUT /api/ratings/{id}/`: its author changes the stars and text, for RATING_EDIT_DAYS after giving it. */
export async function editRating(ctx: AppContext, user: AuthUser, id: number, input: RatingEdit): Promise<Rating> {
  const now = ctx.now();
  const { rows } = await ctx.db.query(
    `UPDATE ratings SET stars = $3, text = $4, edited_on = $5
      WHERE id = $1 AND author_id = $2 AND removed_on IS NULL AND created_on > $6 RETURNING id`,
    [id, user.id, input.stars, input.text ?? '', now, new Date(now.getTime() - EDIT_MS)],
  );
  if (rows[0]) return (await loadRating(ctx.db, id))!;
  return refuse(ctx, id, (r) => {
    if (r.author_id !== user.id) throw forbidden(RATING_MESSAGES.notAuthor);
    throw forbidden(RATING_MESSAGES.editClosed);
  });
}

/** `POST /api/ratings/{id}/reply/`: the person rated answers it, once. */
export async function replyToRating(ctx: AppContext, user: AuthUser, id: number, text: string): Promise<Rating> {
  const { rows } = await ctx.db.query<{ chat_id: number }>(
    `UPDATE ratings SET reply = $3, replied_on = $4
      WHERE id = $1 AND subject_id = $2 AND removed_on IS NULL AND reply IS NULL RETURNING chat_id::int AS chat_id`,
    [id, user.id, text, ctx.now()],
  );
  if (rows[0]) {
    const rating = (await loadRating(ctx.db, id))!;
    // Its author hears of the answer.
    await tell(ctx, rating.author.id, rows[0].chat_id, (title) => ({
      kind: 'rating',
      text: () => notificationText.ratingReply(user.name, title),
      link: `/store/${rating.subject_id}/`,
    }));
    return rating;
  }
  return refuse(ctx, id, (r) => {
    if (r.subject_id !== user.id) throw forbidden(RATING_MESSAGES.notSubject);
    throw conflict({ detail: [RATING_MESSAGES.replied] });
  });
}

/** `POST /api/ratings/{id}/remove/`: an admin takes a rating down, with the reason in the audit log. */
export async function removeRating(ctx: AppContext, admin: AuthUser, id: number, reason: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ author_id: number; subject_id: number; stars: number; text: string }>(
      `UPDATE ratings SET removed_on = $2 WHERE id = $1 AND removed_on IS NULL
       RETURNING author_id::int AS author_id, subject_id::int AS subject_id, stars, text`,
      [id, now],
    );
    const removed = rows[0];
    if (!removed) throw notFound(RATING_MESSAGES.noRating);
    await writeAudit(tx, now, {
      adminId: admin.id,
      action: 'rating.remove',
      targetType: 'rating',
      targetId: id,
      reason,
      details: {
        author_id: removed.author_id,
        subject_id: removed.subject_id,
        stars: Number(removed.stars),
        text: removed.text,
      },
    });
  });
}

/** A person's ratings: the average to one decimal, how many, and the newest RATING_RECENT with text. */
export async function ratingSummary(db: Queryable, userId: number): Promise<RatingSummary> {
  const [totals, recent] = await Promise.all([
    db.query<{ n: number; average: string | number | null }>(
      `SELECT count(*)::int AS n, round(avg(stars), 1) AS average FROM ratings
        WHERE subject_id = $1 AND removed_on IS NULL`,
      [userId],
    ),
    db.query<RatingRow>(
      `SELECT ${RATING_SELECT} FROM ${RATING_FROM}
        WHERE r.subject_id = $1 AND r.removed_on IS NULL AND r.text <> ''
        ORDER BY r.created_on DESC, r.id DESC LIMIT ${RATING_RECENT}`,
      [userId],
    ),
  ]);
  const t = totals.rows[0]!;
  return {
    average: t.average === null ? null : Number(t.average),
    count: t.n,
    recent: recent.rows.map(toRating),
  };
}

/** `GET /api/users/{id}/ratings/`: 404 for no such active account. */
export async function publicRatings(ctx: AppContext, userId: number): Promise<RatingSummary> {
  const user = await ctx.db.query('SELECT 1 FROM users WHERE id = $1 AND is_active', [userId]);
  if (!user.rows.length) throw notFound();
  return ratingSummary(ctx.db, userId);
}

/** `GET /api/chat/{id}/rating/`: whether I may rate the other party of my chat, and my rating. */
export async function chatRating(ctx: AppContext, user: AuthUser, chatId: number): Promise<ChatRating> {
  const { rows } = await ctx.db.query<{ deal: boolean }>(
    `SELECT ${HAS_DEAL} AS deal FROM chats c JOIN ads a ON a.id = c.ad_id
      WHERE c.id = $1 AND (c.buyer_id = $2 OR c.seller_id = $2)`,
    [chatId, user.id],
  );
  if (!rows[0]) throw notFound();
  const mine = await ctx.db.query<RatingRow & { removed: boolean }>(
    `SELECT ${RATING_SELECT}, r.removed_on IS NOT NULL AS removed FROM ${RATING_FROM}
      WHERE r.chat_id = $1 AND r.author_id = $2`,
    [chatId, user.id],
  );
  // A rating an admin removed is not given again.
  const given = mine.rows[0];
  const rating = given && !given.removed ? toRating(given) : null;
  const until = rating ? new Date(new Date(rating.created_on).getTime() + EDIT_MS) : null;
  return {
    can_rate: Boolean(rows[0].deal) && !given,
    mine: rating,
    editable_until: until && until > ctx.now() ? until.toISOString() : null,
  };
}
