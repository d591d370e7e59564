import {
  PROHIBITED_CATEGORIES,
  type AdImage,
  type AdStatus,
  type ProhibitedCategory,
  type Review,
  type ReviewDecision,
  type ReviewList,
  type TermList,
  type TermListInput,
  type TermLists,
} from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { AuthUser } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/errors';
import { say } from '../../http/language';
import { applyBlock, afterBlock } from '../admin/accounts';
import { writeAudit } from '../admin/audit';
import { bumpCatalogue } from '../ads/version';
import { addNotification, pushNotification } from '../notifications/service';
import { queueForAlerts } from '../savedSearches/service';
import { accountHeld, releaseAccountAds, REPORTED_ACCOUNT } from './accounts';
import { moderationText } from './moderationText';
import { samePhotos } from './photos';
import { RULES, matchTerms, normaliseTerm, rule as ruleOf, ruleReason, type Rule } from './rules';

type Evidence = Record<string, string | number | boolean | null>;

/** A rule that fired, with what it saw. */
export interface Fired {
  rule: Rule;
  evidence: Evidence;
}

/** What the checks read of an ad being posted or edited. */
export interface AdToCheck {
  /** Absent while it is being posted. */
  id?: number;
  owner_id: number;
  title: string;
  description: string;
  price: number;
  category_id: number;
  sub_category_id: number | null;
  city: string;
  images: AdImage[];
}

/** Every category's list, as stored. */
async function termLists(db: Queryable): Promise<Map<ProhibitedCategory, { terms: string[]; allowed: string[] }>> {
  const { rows } = await db.query<{ category: ProhibitedCategory; term: string; allow: boolean }>(
    'SELECT category, term, allow FROM moderation_terms ORDER BY category, term',
  );
  const lists = new Map(PROHIBITED_CATEGORIES.map((c) => [c, { terms: [] as string[], allowed: [] as string[] }]));
  for (const r of rows) (r.allow ? lists.get(r.category)!.allowed : lists.get(r.category)!.terms).push(r.term);
  return lists;
}

/** A few words either side of the first place `term` appears, for the admin reading the evidence. */
function excerpt(text: string, term: string): string {
  const at = text.toLowerCase().indexOf(term.split(' ')[0]!);
  if (at < 0) return text.slice(0, 120);
  const start = Math.max(0, at - 40);
  return `${start > 0 ? '…' : ''}${text.slice(start, at + term.length + 60)}`;
}

/**
 * The automated checks of an ad being posted or edited: the rules that fire, each with its
 * evidence. Read-only; the caller holds the ad (`holdSubject`) or refuses it (`refuseRejected`).
 */
export async function checkAd(ctx: AppContext, db: Queryable | null, ad: AdToCheck): Promise<Fired[]> {
  const q = db ?? ctx.db;
  const lists = await termLists(q);
  const fired: Fired[] = [];
  for (const rule of RULES) {
    if (!rule.terms) continue;
    const list = lists.get(rule.terms)!;
    for (const field of ['title', 'description'] as const) {
      const found = matchTerms(ad[field], list);
      if (found.length) {
        fired.push({ rule, evidence: { field, terms: found.join(', '), excerpt: excerpt(ad[field], found[0]!) } });
        break;
      }
    }
  }
  fired.push(...(await photoRules(ctx, q, ad)), ...(await priceRules(ctx, q, ad)));
  return fired;
}

/** The same photo again: on the owner's own live ad (refused), or on another account's ad (held). */
async function photoRules(ctx: AppContext, db: Queryable, ad: AdToCheck): Promise<Fired[]> {
  const same = await samePhotos(ctx, db, ad.images, ad.id);
  const own = same.find((s) => s.owner_id === ad.owner_id && s.status === 'active');
  const other = same.find((s) => s.owner_id !== ad.owner_id);
  const fired: Fired[] = [];
  if (own) {
    fired.push({
      rule: ruleOf('photo.duplicate_own'),
      evidence: { field: `images.${own.index}`, ad: own.ad_id, bits: own.bits },
    });
  }
  if (other) {
    fired.push({
      rule: ruleOf('photo.duplicate_other'),
      evidence: { field: `images.${other.index}`, ad: other.ad_id, owner: other.owner_id, bits: other.bits },
    });
  }
  return fired;
}

/** Below this share of the usual price, an ad waits for an admin. */
const PRICE_FLOOR = 0.2;
/** The usual price needs this many ads of the sub-category and city… */
const PRICE_SAMPLE = 5;
/** …posted within this many days. */
const PRICE_DAYS = 90;

/** Far below the median price of the same sub-category and city over the last 90 days. */
async function priceRules(ctx: AppContext, db: Queryable, ad: AdToCheck): Promise<Fired[]> {
  if (ad.sub_category_id === null) return [];
  const since = new Date(ctx.now().getTime() - PRICE_DAYS * 24 * 60 * 60 * 1000);
  const { rows } = await db.query<{ n: number; median: number | null }>(
    `SELECT count(*)::int AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY a.price)::float8 AS median
       FROM ads a
      WHERE a.sub_category_id = $1 AND lower(a.city) = lower($2) AND a.created_on > $3
        AND a.status IN ('active', 'sold', 'expired') AND a.id <> $4`,
    [ad.sub_category_id, ad.city, since, ad.id ?? 0],
  );
  const { n, median } = rows[0]!;
  if (n < PRICE_SAMPLE || median === null || ad.price >= median * PRICE_FLOOR) return [];
  return [{ rule: ruleOf('price.too_low'), evidence: { field: 'price', price: ad.price, median, sample: n } }];
}

/** A 409 naming the field of every rule that refuses the write outright. */
export function refuseRejected(fired: Fired[]): void {
  const refusing = fired.filter((f) => f.rule.action === 'reject');
  if (!refusing.length) return;
  const fields: Record<string, string[]> = {};
  for (const f of refusing) {
    const field = typeof f.evidence.field === 'string' ? f.evidence.field : 'non_field_errors';
    (fields[field] ??= []).push(ruleReason(f.rule.id));
  }
  throw conflict(fields);
}

/** Whether any fired rule holds the subject. */
export const holds = (fired: Fired[]) => fired.some((f) => f.rule.action === 'hold');

/** Open a hold per fired rule, in the caller's transaction (a rule already waiting on it adds none). */
export async function holdSubject(
  tx: Queryable,
  now: Date,
  subject: { type: 'ad' | 'chat' | 'user'; id: number },
  fired: Fired[],
): Promise<void> {
  for (const f of fired.filter((x) => x.rule.action === 'hold')) {
    await tx.query(
      `INSERT INTO moderation_holds (subject_type, subject_id, rule_id, evidence, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5)
       ON CONFLICT (subject_type, subject_id, rule_id) WHERE status = 'open' DO NOTHING`,
      [subject.type, subject.id, f.rule.id, JSON.stringify(f.evidence), now],
    );
  }
}

/**
 * Why a held ad waits, for its owner: the reasons of its open holds, and of its owner's account
 * hold, in the request's language.
 */
export async function reviewReasons(db: Queryable, adId: number): Promise<string[]> {
  const { rows } = await db.query<{ rule_id: string }>(
    `SELECT DISTINCT rule_id FROM moderation_holds
      WHERE status = 'open'
        AND ((subject_type = 'ad' AND subject_id = $1)
          OR (subject_type = 'user' AND rule_id = $2 AND subject_id = (SELECT owner_id FROM ads WHERE id = $1)))
      ORDER BY rule_id`,
    [adId, REPORTED_ACCOUNT],
  );
  return [...new Set(rows.map((r) => ruleReason(r.rule_id)))];
}

// --- The admin queue --------------------------------------------------------------------------

interface HoldRow {
  id: number;
  subject_type: Review['subject_type'];
  subject_id: number;
  rule_id: string;
  evidence: Evidence;
  status: Review['status'];
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  decided_by_name: string | null;
  decision_reason: string | null;
  ad_id: number | null;
  title: string | null;
  description: string | null;
  price: number | null;
  ad_status: AdStatus | null;
  images: AdImage[] | null;
  owner_id: number | null;
  owner_name: string | null;
  user_id: number | null;
  user_name: string | null;
  user_active: boolean | null;
  user_joined: Date | null;
  user_ads_waiting: number | null;
}

function toReview(r: HoldRow): Review {
  return {
    id: r.id,
    subject_type: r.subject_type,
    subject_id: r.subject_id,
    rule_id: r.rule_id,
    reason: ruleReason(r.rule_id),
    evidence: r.evidence,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decided_by: r.decided_by !== null ? { id: r.decided_by, name: r.decided_by_name ?? '' } : null,
    decision_reason: r.decision_reason,
    ad:
      r.ad_id !== null
        ? {
            id: r.ad_id,
            title: r.title!,
            description: r.description!,
            price: Number(r.price),
            status: r.ad_status!,
            thumbnail: r.images?.[0]?.card ?? null,
            owner: { id: r.owner_id!, name: r.owner_name ?? '' },
          }
        : null,
    user:
      r.user_id !== null
        ? {
            id: r.user_id,
            name: r.user_name ?? '',
            blocked: !r.user_active,
            ads_waiting: r.user_ads_waiting ?? 0,
            joined: new Date(r.user_joined!).toISOString(),
          }
        : null,
  };
}

/** A hold with what it holds as it is now (`WHERE` and the rest follow). */
const HOLD_SELECT = `SELECT h.id::int AS id, h.subject_type, h.subject_id::int AS subject_id, h.rule_id, h.evidence,
        h.status, h.created_at, h.decided_at, h.decided_by::int AS decided_by, d.name AS decided_by_name,
        h.decision_reason, a.id::int AS ad_id, a.title, left(a.description, 300) AS description, a.price,
        a.status AS ad_status, a.images, a.owner_id::int AS owner_id, o.name AS owner_name,
        u.id::int AS user_id, u.name AS user_name, u.is_active AS user_active, u.created_on AS user_joined,
        (SELECT count(*)::int FROM ads w WHERE h.subject_type = 'user' AND w.owner_id = u.id
            AND w.status = 'pending_review') AS user_ads_waiting
   FROM moderation_holds h
   LEFT JOIN users d ON d.id = h.decided_by
   LEFT JOIN ads a ON h.subject_type = 'ad' AND a.id = h.subject_id
   LEFT JOIN users o ON o.id = a.owner_id
   LEFT JOIN users u ON h.subject_type = 'user' AND u.id = h.subject_id`;

/** Of the decided holds, how many admins approved: per rule and overall. */
async function falsePositives(db: Queryable): Promise<ReviewList['stats']> {
  const { rows } = await db.query<{ rule_id: string; decided: number; approved: number }>(
    `SELECT rule_id, count(*)::int AS decided, count(*) FILTER (WHERE status = 'approved')::int AS approved
       FROM moderation_holds WHERE status <> 'open' GROUP BY rule_id ORDER BY rule_id`,
  );
  const rate = (approved: number, decided: number) => (decided ? approved / decided : null);
  const decided = rows.reduce((n, r) => n + r.decided, 0);
  const approved = rows.reduce((n, r) => n + r.approved, 0);
  return {
    overall: { decided, approved, rate: rate(approved, decided) },
    rules: rows.map((r) => ({ ...r, rate: rate(r.approved, r.decided) })),
  };
}

/** A page of holds in one status, newest first, with the false-positive figures. */
export async function listReviews(
  ctx: AppContext,
  q: { status: Review['status']; limit: number; offset: number },
): Promise<Omit<ReviewList, 'next' | 'previous'>> {
  const [count, page, stats] = await Promise.all([
    ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM moderation_holds WHERE status = $1', [q.status]),
    ctx.db.query<HoldRow>(
      `${HOLD_SELECT} WHERE h.status = $1
        ORDER BY h.created_at DESC, h.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
      [q.status],
    ),
    falsePositives(ctx.db),
  ]);
  return { count: count.rows[0]!.n, results: page.rows.map(toReview), stats };
}

interface HeldAd {
  id: number;
  owner_id: number;
  title: string;
  status: AdStatus;
  held_status: string | null;
}

type Tx = Queryable;
type Decision = Required<ReviewDecision>;
/** What a decision does once its transaction commits. */
type AfterCommit = () => Promise<void>;

/**
 * Lock the decided hold and close every open hold of the same subject with the decision: the
 * rules it closed. A hold already decided is a 409 (two admins deciding at once: one wins).
 */
async function closeHolds(
  tx: Tx,
  now: Date,
  admin: AuthUser,
  id: number,
  subject: { type: string; id: number },
  input: Decision,
): Promise<string[]> {
  const hold = (
    await tx.query<{ status: string }>('SELECT status FROM moderation_holds WHERE id = $1 FOR UPDATE', [id])
  ).rows[0]!;
  if (hold.status !== 'open') throw conflict({ decision: [moderationText.notWaiting] });
  const closed = await tx.query<{ rule_id: string }>(
    `UPDATE moderation_holds SET status = $3, decided_at = $4, decided_by = $5, decision_reason = $6
      WHERE subject_type = $1 AND subject_id = $2 AND status = 'open'
      RETURNING rule_id`,
    [subject.type, subject.id, input.decision === 'approve' ? 'approved' : 'rejected', now, admin.id, input.reason],
  );
  return closed.rows.map((r) => r.rule_id);
}

/**
 * An admin decides a hold, for its whole subject: every open hold of the same ad or account is
 * closed with the same decision, audited, in one transaction under the subject's row lock, so of
 * two admins deciding at once one wins and the other gets a 409.
 */
export async function decideReview(ctx: AppContext, admin: AuthUser, id: number, input: Decision): Promise<Review> {
  const now = ctx.now();
  const after = await ctx.db.transaction(async (tx) => {
    const subject = (
      await tx.query<{ subject_type: string; subject_id: number }>(
        'SELECT subject_type, subject_id::int AS subject_id FROM moderation_holds WHERE id = $1',
        [id],
      )
    ).rows[0];
    // No rule holds a chat by itself: a flagged sender is held as an account.
    if (!subject || subject.subject_type === 'chat') throw notFound(moderationText.noReview);
    return subject.subject_type === 'ad'
      ? decideAd(ctx, tx, now, admin, id, subject.subject_id, input)
      : decideAccount(ctx, tx, now, admin, id, subject.subject_id, input);
  });
  await after();
  bumpCatalogue(ctx);
  return reviewById(ctx, id);
}

/**
 * Approve: a waiting ad goes live (and saved searches hear of it), unless its owner's account
 * waits for review too; reject: it is removed with the reason its owner reads, as an admin's
 * removal is. Its owner is told either way.
 */
async function decideAd(
  ctx: AppContext,
  tx: Tx,
  now: Date,
  admin: AuthUser,
  id: number,
  adId: number,
  input: Decision,
): Promise<AfterCommit> {
  const ad = (
    await tx.query<HeldAd>(
      `SELECT id::int AS id, owner_id::int AS owner_id, title, status, held_status FROM ads WHERE id = $1 FOR UPDATE`,
      [adId],
    )
  ).rows[0];
  const rules = await closeHolds(tx, now, admin, id, { type: 'ad', id: adId }, input);
  const approve = input.decision === 'approve';
  // Only an ad still waiting changes: its owner may have removed it meanwhile.
  const waiting = ad && (ad.status === 'pending_review' || ad.held_status === 'pending_review');
  // An ad of an account held on reports keeps waiting for the account's decision.
  const ownerHeld = ad ? await accountHeld(tx, ad.owner_id) : false;
  let note = null;
  if (ad && waiting && approve) {
    if (!ownerHeld) {
      await tx.query(
        `UPDATE ads SET status = CASE WHEN status = 'pending_review' THEN 'active' ELSE status END,
                held_status = CASE WHEN held_status = 'pending_review' THEN 'active' ELSE held_status END
          WHERE id = $1`,
        [ad.id],
      );
      if (ad.status === 'pending_review') await queueForAlerts(tx, ad.id, now);
    }
    note = await addNotification(ctx, tx, ad.owner_id, {
      kind: 'moderation',
      text: () => say(ownerHeld ? moderationText.approvedAccountHeld : moderationText.approved, { title: ad.title }),
      link: `/view/${ad.id}/`,
    });
  } else if (ad && waiting) {
    // As an admin's removal: the owner reads the reason; "restore" in the ads list brings it live.
    await tx.query(
      `UPDATE ads SET status = 'removed', held_status = 'active', held_by = 'admin', moderation_reason = $2
        WHERE id = $1`,
      [ad.id, input.reason],
    );
    note = await addNotification(ctx, tx, ad.owner_id, {
      kind: 'moderation',
      text: () => say(moderationText.rejected, { title: ad.title, reason: input.reason }),
      link: `/view/${ad.id}/`,
    });
  }
  await writeAudit(tx, now, {
    adminId: admin.id,
    action: approve ? 'ad.review_approve' : 'ad.review_reject',
    targetType: 'ad',
    targetId: adId,
    reason: input.reason,
    details: { review: id, rules: rules.join(', '), status_before: ad?.status ?? null },
  });
  return async () => {
    if (note && ad) await pushNotification(ctx, ad.owner_id, note);
  };
}

/**
 * Approve: the account is cleared (a flagged sender's warned messages so far stop counting, a
 * reported account's reports so far too) and the ads its hold kept waiting come back, with a word
 * to the account when it had been told of the hold. Reject: the account is blocked with the
 * reason, which it reads when it tries to sign in, as an admin's block from the users list.
 */
async function decideAccount(
  ctx: AppContext,
  tx: Tx,
  now: Date,
  admin: AuthUser,
  id: number,
  userId: number,
  input: Decision,
): Promise<AfterCommit> {
  const user = (
    await tx.query<{ erased: boolean }>('SELECT erased_on IS NOT NULL AS erased FROM users WHERE id = $1 FOR UPDATE', [
      userId,
    ])
  ).rows[0];
  const heldSince = (
    await tx.query<{ created_at: Date | null }>(
      `SELECT min(created_at) AS created_at FROM moderation_holds
        WHERE subject_type = 'user' AND subject_id = $1 AND rule_id = $2 AND status = 'open'`,
      [userId, REPORTED_ACCOUNT],
    )
  ).rows[0]!.created_at;
  const rules = await closeHolds(tx, now, admin, id, { type: 'user', id: userId }, input);
  const approve = input.decision === 'approve';
  // The ads the account's hold kept waiting come back either way: a block then sets aside the
  // live ones, as an admin's block does, and unblocking brings back exactly those.
  const released = heldSince && user ? await releaseAccountAds(tx, userId, heldSince, now, approve) : 0;
  let note = null;
  let blocked = false;
  if (approve && heldSince && user && !user.erased) {
    note = await addNotification(ctx, tx, userId, {
      kind: 'moderation',
      text: () => moderationText.accountApproved,
      link: '/my-ads/',
    });
  } else if (!approve && user && !user.erased) {
    blocked = (await applyBlock(tx, now, admin, userId, { blocked: true, reason: input.reason })).logged;
  }
  await writeAudit(tx, now, {
    adminId: admin.id,
    action: approve ? 'user.review_approve' : 'user.review_reject',
    targetType: 'user',
    targetId: userId,
    reason: input.reason,
    details: { review: id, rules: rules.join(', '), ads_released: released },
  });
  return async () => {
    if (note) await pushNotification(ctx, userId, note);
    if (blocked) await afterBlock(ctx, userId, true);
  };
}

async function reviewById(ctx: AppContext, id: number): Promise<Review> {
  const { rows } = await ctx.db.query<HoldRow>(`${HOLD_SELECT} WHERE h.id = $1`, [id]);
  return toReview(rows[0]!);
}

// --- The term lists -----------------------------------------------------------------------------

/** Every category's terms and allowed phrases. */
export async function listTerms(ctx: AppContext): Promise<TermLists> {
  const lists = await termLists(ctx.db);
  return { results: PROHIBITED_CATEGORIES.map((category) => ({ category, ...lists.get(category)! })) };
}

/** Normalised, deduplicated terms; a 400 names one with no letters or digits. */
function cleanTerms(field: string, raw: string[]): string[] {
  const errors: Record<string, string[]> = {};
  const out = new Set<string>();
  raw.forEach((t, i) => {
    const term = normaliseTerm(t);
    if (!term) errors[`${field}.${i}`] = [moderationText.termWords];
    else out.add(term);
  });
  if (Object.keys(errors).length) throw badRequest(errors);
  return [...out];
}

/**
 * An admin replaces one category's list, audited. Lists are small: the rows are rewritten under a
 * lock on the table's key, so two admins saving at once end with one list, not a mix.
 */
export async function replaceTerms(
  ctx: AppContext,
  admin: AuthUser,
  category: ProhibitedCategory,
  input: Required<TermListInput>,
): Promise<TermList> {
  const terms = cleanTerms('terms', input.terms);
  const allowed = cleanTerms('allowed', input.allowed).filter((a) => !terms.includes(a));
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('moderation_terms'))`);
    const before = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM moderation_terms WHERE category = $1 AND NOT allow',
      [category],
    );
    await tx.query('DELETE FROM moderation_terms WHERE category = $1', [category]);
    await tx.query(
      `INSERT INTO moderation_terms (category, term, allow)
       SELECT $1, t.term, t.allow FROM unnest($2::text[], $3::boolean[]) AS t(term, allow)`,
      [category, [...terms, ...allowed], [...terms.map(() => false), ...allowed.map(() => true)]],
    );
    await writeAudit(tx, now, {
      adminId: admin.id,
      action: 'term.replace',
      targetType: 'term',
      // The list's place in PROHIBITED_CATEGORIES, from 1: the audit's targets are numbered.
      targetId: PROHIBITED_CATEGORIES.indexOf(category) + 1,
      reason: input.reason,
      details: { category, terms_before: before.rows[0]!.n, terms: terms.length, allowed: allowed.length },
    });
  });
  return { category, terms: [...terms].sort(), allowed: [...allowed].sort() };
}
