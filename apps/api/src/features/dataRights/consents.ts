import { CONSENT_KINDS, CONSENT_VERSIONS, MARKETING_CONSENTS, type Consent, type ConsentKind } from '@haat/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { dataRightsText } from './dataRightsText';

const isMarketing = (kind: ConsentKind) => (MARKETING_CONSENTS as readonly ConsentKind[]).includes(kind);
/** Terms and Privacy go only with the account: using Haat is agreeing to them. */
const withdrawable = (kind: ConsentKind) => kind !== 'terms' && kind !== 'privacy';

/** A kind named in a path, or a 404. */
export function consentKind(raw: string): ConsentKind {
  const kind = CONSENT_KINDS.find((k) => k === raw);
  if (!kind) throw notFound(dataRightsText.unknownKind);
  return kind;
}

/**
 * Record a consent given now, with the version of its text in force, in the caller's transaction.
 * A consent already given (and not withdrawn) stays as it was: one live record per kind.
 */
export async function recordConsent(
  tx: Queryable,
  userId: number,
  kinds: readonly ConsentKind[],
  now: Date,
  ip: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO consents (user_id, kind, version, given_at, ip)
     SELECT $1, k, v, $4, $5 FROM unnest($2::text[], $3::text[]) AS u(k, v)
     ON CONFLICT (user_id, kind) WHERE withdrawn_at IS NULL DO NOTHING`,
    [userId, kinds, kinds.map((k) => CONSENT_VERSIONS[k]), now, ip],
  );
}

/** Every kind of consent with its latest record, in the order of `CONSENT_KINDS`. */
export async function listConsents(db: Queryable, userId: number): Promise<Consent[]> {
  const { rows } = await db.query<{ kind: ConsentKind; version: string; given_at: Date; withdrawn_at: Date | null }>(
    `SELECT DISTINCT ON (kind) kind, version, given_at, withdrawn_at FROM consents
      WHERE user_id = $1 ORDER BY kind, id DESC`,
    [userId],
  );
  const latest = new Map(rows.map((r) => [r.kind, r]));
  return CONSENT_KINDS.map((kind) => {
    const r = latest.get(kind);
    const given = r !== undefined && r.withdrawn_at === null;
    return {
      kind,
      given,
      version: r?.version ?? null,
      given_at: r ? new Date(r.given_at).toISOString() : null,
      withdrawn_at: r?.withdrawn_at ? new Date(r.withdrawn_at).toISOString() : null,
      current_version: CONSENT_VERSIONS[kind],
      withdrawable: given && withdrawable(kind),
      givable: !given && isMarketing(kind),
    };
  });
}

/** Withdraw a live consent: a 409 for Terms and Privacy, or when none is given. */
export async function withdrawConsent(ctx: AppContext, userId: number, kind: ConsentKind): Promise<void> {
  if (!withdrawable(kind)) throw conflict({ kind: [dataRightsText.keepsTerms] });
  const done = await ctx.db.query(
    'UPDATE consents SET withdrawn_at = $3 WHERE user_id = $1 AND kind = $2 AND withdrawn_at IS NULL',
    [userId, kind, ctx.now()],
  );
  if (done.affectedRows === 0) throw conflict({ kind: [dataRightsText.notGiven] });
}

/** Give a marketing consent from My Account (giving it twice keeps the first record). */
export async function giveConsent(ctx: AppContext, userId: number, kind: ConsentKind, ip: string): Promise<void> {
  if (!isMarketing(kind)) throw badRequest({ kind: [dataRightsText.onlyMarketing] });
  await recordConsent(ctx.db, userId, [kind], ctx.now(), ip);
}
