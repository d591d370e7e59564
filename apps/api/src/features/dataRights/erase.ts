import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { conflict } from '../../http/errors';
import { inLang, say } from '../../http/language';
import { bumpCatalogue } from '../ads/version';
import { deleteUnusedUploads } from '../uploads/cleanup';
import { moveMoney, rupees } from '../wallet/ledger';
import { dataRightsText } from './dataRightsText';
import { USER_TABLES, type Erasing } from './tables';

/** `s` as a literal inside a PostgreSQL regular expression. */
const literal = (s: string) => s.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** Names shorter than this are not looked for in other people's text: "Al" is inside too many words. */
const MIN_NAME = 3;

/**
 * The mobile in the forms people write it (9876543210, +91 98765 43210, 098765-43210) and the
 * e-mail address, as one case-insensitive pattern.
 */
function personalPattern(mobile: string, email: string | null): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  const number = `(\\+?91|0)?[-. ]?${digits.split('').join('[-. ]?')}`;
  return email ? `${number}|${literal(email)}` : number;
}

/** The upload keys of the account's ad photos and documents, read before erasure empties them. */
async function uploadsOf(tx: Queryable, userId: number): Promise<string[]> {
  const { rows } = await tx.query<{ key: string | null }>(
    `SELECT substring(img->>'url' from '/uploads/(.*)$') AS key FROM ads a, jsonb_array_elements(a.images) img
      WHERE a.owner_id = $1
     UNION SELECT path FROM documents WHERE owner_id = $1`,
    [userId],
  );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/**
 * Erase an account in one transaction (the owner has proved who they are): a positive wallet
 * balance is given up as a ledger row (only with `forfeit`, else a 409 on `forfeit_balance`), then
 * every table of `USER_TABLES` in turn. After the commit: the account's sockets close in every
 * process, and photos and documents nothing else uses leave the file store.
 */
export async function eraseAccount(ctx: AppContext, userId: number, forfeit: boolean): Promise<void> {
  const now = ctx.now();
  const uploads = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; mobile: string; email: string | null; wallet_paise: string }>(
      'SELECT name, mobile, email, wallet_paise::text AS wallet_paise FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
    const user = rows[0]!;
    const balance = Number(user.wallet_paise);
    if (balance > 0) {
      if (!forfeit)
        throw conflict({ forfeit_balance: [say(dataRightsText.forfeitNeeded, { balance: rupees(balance) })] });
      await moveMoney(tx, now, {
        userId,
        kind: 'adjustment',
        amountPaise: -balance,
        reference: 'erasure',
        description: dataRightsText.forfeited,
        idempotencyKey: 'account-erasure',
      });
    }
    const keys = await uploadsOf(tx, userId);
    const name = user.name.trim();
    const who: Erasing = {
      id: userId,
      now,
      personal: personalPattern(user.mobile, user.email),
      name: name.length >= MIN_NAME ? literal(name) : null,
      deletedEn: inLang('en', () => dataRightsText.deletedUser),
      deletedHi: inLang('hi', () => dataRightsText.deletedUser),
    };
    for (const table of USER_TABLES) await table.erase?.(tx, who);
    return keys;
  });
  bumpCatalogue(ctx);
  await ctx.realtime.publish([userId], { type: 'sessions_ended', token_hash: null });
  await deleteUnusedUploads(ctx, uploads).catch((err: unknown) =>
    ctx.log.error({ err }, 'the photos of an erased account could not all be deleted'),
  );
}

/** True when the account was erased (its ads answer 410 Gone). */
export async function isErased(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1 AND erased_on IS NOT NULL', [userId]);
  return rows.length > 0;
}
