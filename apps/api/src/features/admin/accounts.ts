import type { UserBlocked, WalletAdjusted } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { revokeAllSessions, type AuthUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { bumpCatalogue } from '../ads/version';
import { isErased } from '../dataRights/erase';
import { ADMIN_USER_COLUMNS, toAdminUser, type AdminUserRow } from '../users/service';
import { moveMoney, pushBalance } from '../wallet/ledger';
import { writeAudit } from './audit';
import { adminText } from './adminText';
import { ledgerText } from '../wallet/ledgerText';
import { inUserLang, say } from '../../http/language';

async function lockedAccount(tx: Queryable, id: number): Promise<AdminUserRow> {
  const { rows } = await tx.query<AdminUserRow>(`SELECT ${ADMIN_USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  if (!rows[0]) throw notFound(adminText.noAccount);
  return rows[0];
}

/**
 * Block an account: it is made inactive with the reason, every session ends, and its live ads
 * are set aside (held, reading as removed) in the same transaction as the audit row; its open
 * sockets hear `sessions_ended` once that commits. Unblocking brings back exactly the ads the
 * block set aside. Blocking again only replaces the reason; unblocking an account that is not
 * blocked changes nothing and logs nothing.
 */
export async function setBlocked(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: { blocked: boolean; reason: string },
): Promise<UserBlocked> {
  const now = ctx.now();
  const done = await ctx.db.transaction((tx) => applyBlock(tx, now, admin, id, input));
  if (done.logged) await afterBlock(ctx, id, input.blocked);
  return { ...toAdminUser(done.user), ads_changed: done.changed };
}

/** `setBlocked`'s work inside the caller's transaction (the review queue rejects an account with it). */
export async function applyBlock(
  tx: Queryable,
  now: Date,
  admin: AuthUser,
  id: number,
  input: { blocked: boolean; reason: string },
): Promise<{ user: AdminUserRow; changed: number; logged: boolean }> {
  const user = await lockedAccount(tx, id);
  // An erased account stays inactive for good: unblocking must not bring its empty row back.
  if (await isErased(tx, id)) throw badRequest({ blocked: [adminText.erasedAccount] });
  if (input.blocked) {
    if (user.id === admin.id) throw badRequest({ blocked: [adminText.blockSelf] });
    if (user.user_type === 'ADMIN') throw badRequest({ blocked: [adminText.blockAdmin] });
  } else if (user.is_active) {
    return { user, changed: 0, logged: false };
  }
  const wasBlocked = !user.is_active;
  await tx.query('UPDATE users SET is_active = $2, blocked_reason = $3, updated_on = $4 WHERE id = $1', [
    id,
    !input.blocked,
    input.blocked ? input.reason : null,
    now,
  ]);
  let changed = 0;
  if (input.blocked) {
    await revokeAllSessions(tx, id, now);
    const held = await tx.query(
      `UPDATE ads SET held_status = status, held_by = 'block', status = 'removed'
        WHERE owner_id = $1 AND status = 'active'`,
      [id],
    );
    changed = held.affectedRows;
  } else {
    const back = await tx.query(
      `UPDATE ads SET status = held_status, held_status = NULL, held_by = NULL
        WHERE owner_id = $1 AND held_by = 'block'`,
      [id],
    );
    changed = back.affectedRows;
  }
  await writeAudit(tx, now, {
    adminId: admin.id,
    action: input.blocked ? 'user.block' : 'user.unblock',
    targetType: 'user',
    targetId: id,
    reason: input.reason,
    details: { ads: changed, ...(input.blocked && wasBlocked ? { reason_changed: true } : {}) },
  });
  return { user: await lockedAccount(tx, id), changed, logged: true };
}

/** Once a block (or unblock) commits: the catalogue changed, and the account's sockets close. */
export async function afterBlock(ctx: AppContext, id: number, blocked: boolean): Promise<void> {
  bumpCatalogue(ctx);
  // After the commit, so every process closes the account's sockets with the sessions gone.
  if (blocked) await ctx.realtime.publish([id], { type: 'sessions_ended', token_hash: null });
}

/**
 * Credit or debit an account's wallet: a ledger row of kind `adjustment` through `moveMoney` (so
 * a debit the balance cannot cover is a 402) and its audit row, in one transaction. The key is
 * the admin's: the same key again for this account answers the first row and moves nothing.
 */
export async function adjustWallet(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  input: { amount_paise: number; reason: string; idempotency_key: string },
): Promise<{ adjusted: WalletAdjusted; fresh: boolean }> {
  if (id === admin.id) throw badRequest({ amount_paise: [adminText.adjustOwnWallet] });
  const now = ctx.now();
  const done = await ctx.db.transaction(async (tx) => {
    const exists = await tx.query('SELECT 1 FROM users WHERE id = $1', [id]);
    if (!exists.rows[0]) throw notFound(adminText.noAccount);
    const moved = await moveMoney(tx, now, {
      userId: id,
      kind: 'adjustment',
      amountPaise: input.amount_paise,
      reference: `admin:${admin.id}`,
      // In the account holder's language: an admin writes it.
      description: await inUserLang(tx, id, () => say(ledgerText.adjustment, { reason: input.reason })),
      // Scoped apart from the account's own keys (top-ups, featuring), which share the ledger's index.
      idempotencyKey: `adjustment:${input.idempotency_key}`,
    });
    if (moved.fresh) {
      await writeAudit(tx, now, {
        adminId: admin.id,
        action: 'wallet.adjust',
        targetType: 'user',
        targetId: id,
        reason: input.reason,
        details: {
          amount_paise: input.amount_paise,
          balance_after_paise: moved.transaction.balance_after_paise,
          ledger_id: moved.transaction.id,
        },
      });
    }
    const { rows } = await tx.query<{ wallet_paise: string | number }>('SELECT wallet_paise FROM users WHERE id = $1', [
      id,
    ]);
    return { transaction: moved.transaction, fresh: moved.fresh, balance: Number(rows[0]!.wallet_paise) };
  });
  if (done.fresh) await pushBalance(ctx, id, done.balance);
  return { adjusted: { transaction: done.transaction, balance_paise: done.balance }, fresh: done.fresh };
}
