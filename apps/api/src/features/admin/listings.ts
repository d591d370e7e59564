import type { AdminAd, AdminAdListQuery, Notification, Paginated } from '@haat/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { findCategory } from '../ads/categories';
import { AD_JOINS, AD_SELECT_LIST, queryAds, toAd } from '../ads/mapper';
import { statusCondition } from '../ads/service';
import { bumpCatalogue } from '../ads/version';
import { addNotification, notificationText, pushNotification } from '../notifications/service';
import { writeAudit } from './audit';
import { likeEscape } from '../../db/like';
import { adminText } from './adminText';

type Filters = Omit<AdminAdListQuery, 'limit' | 'offset' | 'reported' | 'featured' | 'owner' | 'search'> & {
  search?: string;
  reported?: boolean;
  featured?: boolean;
  owner?: number;
  limit: number;
  offset: number;
};

const ADMIN_EXTRA = `a.moderation_reason, a.held_by,
  (SELECT count(*)::int FROM reports r WHERE r.ad_id = a.id AND r.status = 'open') AS open_reports`;
type AdminExtra = { moderation_reason: string | null; held_by: 'admin' | 'block' | null; open_reports: number };

async function adminAds(
  ctx: AppContext,
  where: string[],
  params: unknown[],
  page: { limit: number; offset: number },
): Promise<{ count: number; results: AdminAd[] }> {
  const now = ctx.now();
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count, rows] = await Promise.all([
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ads a ${cond}`, params),
    queryAds<AdminExtra>(
      ctx.db,
      `SELECT ${AD_SELECT_LIST}, ${ADMIN_EXTRA} FROM ads a ${AD_JOINS} ${cond}
        ORDER BY a.created_on DESC, a.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    ),
  ]);
  return {
    count: count.rows[0]!.n,
    results: rows.map((r) => ({
      ...toAd(r, now),
      moderation_reason: r.moderation_reason,
      held_by: r.held_by,
      open_reports: r.open_reports,
    })),
  };
}

/** `%text%` for LIKE, with the text's own `%`, `_` and `\` matched as themselves. */
const contains = (text: string) => `%${likeEscape(text)}%`;

/**
 * An admin's search box: an ad's number (`#62`), the owner's mobile (5 or more digits, `+91` and
 * spaces ignored), or words of the title or description.
 */
function searchCondition(raw: string, params: unknown[]): string {
  const text = raw.trim();
  const id = /^#?(\d{1,9})$/.exec(text);
  const digits = text.replace(/^\+91/, '').replace(/[\s-]/g, '');
  const parts: string[] = [];
  if (id) parts.push(`a.id = $${params.push(Number(id[1]))}`);
  if (/^\d{5,10}$/.test(digits)) {
    parts.push(`a.owner_id IN (SELECT u2.id FROM users u2 WHERE u2.mobile LIKE $${params.push(contains(digits))})`);
  }
  const like = `$${params.push(contains(text))}`;
  parts.push(`(a.title ILIKE ${like} OR a.description ILIKE ${like})`);
  return `(${parts.join(' OR ')})`;
}

/** Every ad, newest first, by status, open reports, featured now, city, category and owner. */
export async function listAdminAds(
  ctx: AppContext,
  q: Filters,
): Promise<Omit<Paginated<AdminAd>, 'next' | 'previous'>> {
  const params: unknown[] = [];
  const where: string[] = [];
  const now = ctx.now();
  if (q.status) where.push(statusCondition(q.status, params, now));
  if (q.reported !== undefined) {
    where.push(
      `${q.reported ? '' : 'NOT '}EXISTS (SELECT 1 FROM reports r WHERE r.ad_id = a.id AND r.status = 'open')`,
    );
  }
  if (q.featured !== undefined) {
    const featuredNow = `(a.featured AND a.featured_until > $${params.push(now)})`;
    where.push(q.featured ? featuredNow : `NOT coalesce(${featuredNow}, false)`);
  }
  if (q.city) where.push(`lower(a.city) = lower($${params.push(q.city)})`);
  if (q.category) {
    const category = await findCategory(ctx.db, q.category);
    if (!category) return { count: 0, results: [] };
    where.push(`a.category_id = $${params.push(category.id)}`);
  }
  if (q.owner) where.push(`a.owner_id = $${params.push(q.owner)}`);
  if (q.search) where.push(searchCondition(q.search, params));
  return adminAds(ctx, where, params, q);
}

async function adminAd(ctx: AppContext, id: number): Promise<AdminAd> {
  const { results } = await adminAds(ctx, ['a.id = $1'], [id], { limit: 1, offset: 0 });
  if (!results[0]) throw notFound();
  return results[0];
}

interface HeldRow {
  id: number;
  owner_id: number;
  title: string;
  status: string;
  held_by: 'admin' | 'block' | null;
  featured: boolean;
  featured_until: Date | null;
  owner_active: boolean;
}

/**
 * An admin's action on an ad, with its audit row, in one transaction under the ad's row lock.
 * `remove` holds the ad (status removed, what it was kept) with the reason its owner sees;
 * `restore` brings back what it was (or, while its owner is blocked, leaves it with the block so
 * the unblock brings it back); `unfeature` ends its featuring now, without a refund.
 */
export async function moderateAd(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: { action: 'remove' | 'restore' | 'unfeature'; reason: string },
): Promise<AdminAd> {
  const now = ctx.now();
  const notice = await ctx.db.transaction(async (tx) => {
    let note: Notification | null = null;
    const { rows } = await tx.query<HeldRow>(
      `SELECT a.id::int AS id, a.owner_id::int AS owner_id, a.title, a.status, a.held_by, a.featured, a.featured_until,
              u.is_active AS owner_active
         FROM ads a JOIN users u ON u.id = a.owner_id WHERE a.id = $1 FOR UPDATE OF a`,
      [id],
    );
    const ad = rows[0];
    if (!ad) throw notFound();
    const refuse = (message: string) => badRequest({ action: [message] });
    const details: Record<string, string | number | boolean | null> = { status_before: ad.status };
    if (input.action === 'remove') {
      if (ad.held_by === 'admin') throw refuse(adminText.removedByAdmin);
      if (ad.held_by === null && ad.status === 'removed') throw refuse(adminText.removedByOwner);
      // An ad set aside by its owner's block stays down after an unblock once an admin removes it.
      await tx.query(
        `UPDATE ads SET held_status = coalesce(held_status, status), held_by = 'admin', status = 'removed',
                moderation_reason = $2 WHERE id = $1`,
        [id, input.reason],
      );
      // The owner is told why, and where to appeal (the ad's page says the same).
      note = await addNotification(ctx, tx, ad.owner_id, {
        kind: 'moderation',
        text: () => notificationText.removed(ad.title, input.reason),
        link: `/view/${id}/`,
      });
    } else if (input.action === 'restore') {
      if (ad.held_by === 'block') throw refuse(adminText.ownerBlocked);
      if (ad.held_by !== 'admin') throw refuse(adminText.onlyAdminRemoved);
      if (ad.owner_active) {
        await tx.query(
          `UPDATE ads SET status = held_status, held_status = NULL, held_by = NULL, moderation_reason = NULL
            WHERE id = $1`,
          [id],
        );
      } else {
        await tx.query(`UPDATE ads SET held_by = 'block', moderation_reason = NULL WHERE id = $1`, [id]);
        details.owner_blocked = true;
      }
    } else {
      if (!(ad.featured && ad.featured_until && new Date(ad.featured_until) > now)) {
        throw refuse(adminText.notFeatured);
      }
      details.featured_until_before = new Date(ad.featured_until).toISOString();
      await tx.query('UPDATE ads SET featured_until = $2, moderation_reason = $3 WHERE id = $1', [
        id,
        now,
        input.reason,
      ]);
    }
    await writeAudit(tx, now, {
      adminId: admin.id,
      action: `ad.${input.action}`,
      targetType: 'ad',
      targetId: id,
      reason: input.reason,
      details,
    });
    return note ? { ownerId: ad.owner_id, note } : null;
  });
  if (notice) await pushNotification(ctx, notice.ownerId, notice.note);
  bumpCatalogue(ctx);
  return adminAd(ctx, id);
}
