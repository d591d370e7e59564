import type { DataExport } from '@haat/contract';
import type { Queryable } from '../../db/client';

/**
 * Every table of the schema, once: what the export holds of it and what erasure does to it.
 * A new table goes here too (a test fails until it does): in `USER_TABLES` when it holds
 * something of a person, with its part of the export and its erasure step, or in
 * `NO_PERSONAL_DATA` with the reason it holds nothing of anyone. docs/data-rights.md says the same
 * in words.
 */

/** The account being erased, and the patterns that find its person in text others keep. */
export interface Erasing {
  id: number;
  now: Date;
  /** The mobile in any of its written forms, and the e-mail address (PostgreSQL regex, case-insensitive). */
  personal: string;
  /** The name, or null when too short to find safely in other people's text. */
  name: string | null;
  /** "Deleted user" in English and Hindi: what the name becomes in texts others keep. */
  deletedEn: string;
  deletedHi: string;
}

type ExportPart = Exclude<keyof DataExport, 'format' | 'exported_at' | 'profile'>;

interface UserTable {
  table: string;
  /** The part of the export that holds the person's rows of it (several tables may feed one part). */
  exported: ExportPart | 'profile' | null;
  /** Erasure, in the transaction that erases the account; none when the table keeps nothing of theirs. */
  erase?: (tx: Queryable, who: Erasing) => Promise<unknown>;
}

/** `text` with the person's mobile and e-mail starred out and their name replaced, for text others keep. */
const scrub = (column: string) =>
  `CASE WHEN $3::text IS NULL THEN regexp_replace(${column}, $2, '***', 'gi')
        ELSE regexp_replace(regexp_replace(${column}, $2, '***', 'gi'), $3, $4, 'gi') END`;
const scrubParams = (who: Erasing) => [who.id, who.personal, who.name, who.deletedEn] as const;

/** The chats the person was in, as a subquery on `$1`. */
const THEIR_CHATS = 'SELECT id FROM chats WHERE buyer_id = $1 OR seller_id = $1';

/**
 * In the order erasure runs them: what hangs off an ad (favourites, queues) before the ads,
 * the money before the account row.
 */
export const USER_TABLES: UserTable[] = [
  {
    table: 'sessions',
    exported: 'sessions',
    erase: (tx, w) => tx.query('DELETE FROM sessions WHERE user_id = $1', [w.id]),
  },
  {
    table: 'push_subscriptions',
    exported: 'push_subscriptions',
    erase: (tx, w) => tx.query('DELETE FROM push_subscriptions WHERE user_id = $1', [w.id]),
  },
  // Goes with its subscription (ON DELETE CASCADE).
  { table: 'push_outbox', exported: null },
  {
    table: 'saved_searches',
    exported: 'saved_searches',
    erase: (tx, w) => tx.query('DELETE FROM saved_searches WHERE user_id = $1', [w.id]),
  },
  {
    table: 'notifications',
    exported: 'notifications',
    erase: async (tx, w) => {
      await tx.query('DELETE FROM notifications WHERE user_id = $1', [w.id]);
      // The other side's bell keeps its rows ("Meera made an offer"), with the name gone.
      await tx.query(
        `UPDATE notifications n SET text = CASE WHEN $3::text IS NULL THEN regexp_replace(n.text, $2, '***', 'gi')
            ELSE regexp_replace(regexp_replace(n.text, $2, '***', 'gi'), $3,
                                CASE WHEN u.lang = 'hi' THEN $5 ELSE $4 END, 'gi') END
           FROM users u
          WHERE u.id = n.user_id AND n.user_id IN (SELECT buyer_id FROM chats WHERE seller_id = $1
                                                   UNION SELECT seller_id FROM chats WHERE buyer_id = $1)`,
        [...scrubParams(w), w.deletedHi],
      );
    },
  },
  {
    table: 'notification_settings',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM notification_settings WHERE user_id = $1', [w.id]),
  },
  { table: 'chat_sms', exported: null, erase: (tx, w) => tx.query('DELETE FROM chat_sms WHERE user_id = $1', [w.id]) },
  {
    table: 'favorites',
    exported: 'favourites',
    erase: (tx, w) =>
      tx.query('DELETE FROM favorites WHERE user_id = $1 OR ad_id IN (SELECT id FROM ads WHERE owner_id = $1)', [w.id]),
  },
  {
    table: 'saved_search_queue',
    exported: null,
    erase: (tx, w) =>
      tx.query('DELETE FROM saved_search_queue WHERE ad_id IN (SELECT id FROM ads WHERE owner_id = $1)', [w.id]),
  },
  // Their rows go with the documents (ON DELETE CASCADE).
  { table: 'ad_documents', exported: null },
  {
    table: 'documents',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM documents WHERE owner_id = $1', [w.id]),
  },
  {
    // The rows stay (other people's chats are about them), emptied and removed: their pages answer 410.
    table: 'ads',
    exported: 'ads',
    erase: (tx, w) =>
      tx.query(
        `UPDATE ads SET status = 'removed', held_status = NULL, held_by = NULL, moderation_reason = NULL,
                featured = false, title = ${scrub('title')}, description = '', phone = NULL, images = '[]'::jsonb,
                area = '', lat = NULL, lng = NULL, data = '{}'::jsonb, updated_on = $5
          WHERE owner_id = $1`,
        [...scrubParams(w), w.now],
      ),
  },
  // Views and featurings of the ads stay: counts and purchases (the ledger reconciles with them).
  { table: 'ad_views', exported: null },
  { table: 'ad_features', exported: null },
  { table: 'banners', exported: null, erase: (tx, w) => tx.query('DELETE FROM banners WHERE owner_id = $1', [w.id]) },
  // Goes with its banner (ON DELETE CASCADE).
  { table: 'banner_assets', exported: null },
  {
    // Kept for the ledger's reconciliation (what each banner was charged and refunded); stopped.
    table: 'promo_banners',
    exported: null,
    erase: (tx, w) =>
      tx.query(
        `UPDATE promo_banners SET title = '', link = '', stopped_on = coalesce(stopped_on, least(end_date, $2::date))
          WHERE owner_id = $1`,
        [w.id, w.now.toISOString().slice(0, 10)],
      ),
  },
  // The chat rows stay for the other side; the person is the "Deleted user" in them.
  { table: 'chats', exported: 'chats' },
  {
    table: 'chat_messages',
    exported: 'chats',
    erase: (tx, w) =>
      tx.query(
        `UPDATE chat_messages SET text = ${scrub('text')} WHERE chat_id IN (${THEIR_CHATS})
                  AND (text ~* $2 OR ($3::text IS NOT NULL AND text ~* $3))`,
        [...scrubParams(w)],
      ),
  },
  { table: 'chat_offers', exported: 'offers' },
  {
    table: 'chat_phone_requests',
    exported: 'phone_requests',
    // A number the person shared is theirs: the buyer's chat keeps that it was shared, not the number.
    erase: (tx, w) =>
      tx.query(
        `UPDATE chat_phone_requests SET phone = '' WHERE phone IS NOT NULL
            AND chat_id IN (SELECT id FROM chats WHERE seller_id = $1)`,
        [w.id],
      ),
  },
  {
    // The stars stay (the other side's record); the words the person wrote go.
    table: 'ratings',
    exported: 'ratings_given',
    erase: async (tx, w) => {
      await tx.query(`UPDATE ratings SET text = '' WHERE author_id = $1`, [w.id]);
      await tx.query(`UPDATE ratings SET reply = NULL, replied_on = NULL WHERE subject_id = $1`, [w.id]);
      await tx.query(
        `UPDATE ratings SET text = ${scrub('text')}, reply = ${scrub('reply')}
          WHERE (subject_id = $1 OR author_id = $1)`,
        [...scrubParams(w)],
      );
    },
  },
  {
    table: 'user_blocks',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM user_blocks WHERE blocker_id = $1 OR blocked_id = $1', [w.id]),
  },
  {
    // Reports stay for the moderators, with the person's details starred out of their words.
    table: 'reports',
    exported: 'reports',
    erase: (tx, w) =>
      tx.query(
        `UPDATE reports SET details = ${scrub('details')}, note = ${scrub('note')}
          WHERE reporter_id = $1 OR user_id = $1 OR ad_id IN (SELECT id FROM ads WHERE owner_id = $1)
             OR chat_id IN (${THEIR_CHATS})`,
        [...scrubParams(w)],
      ),
  },
  {
    // The audit of admins' decisions stays; what it quotes of the person goes.
    table: 'admin_audit',
    exported: null,
    erase: (tx, w) =>
      tx.query(
        `UPDATE admin_audit SET reason = ${scrub('reason')}, details = (${scrub('details::text')})::jsonb
          WHERE (target_type = 'user' AND target_id = $1)
             OR (target_type = 'ad' AND target_id IN (SELECT id FROM ads WHERE owner_id = $1))
             OR (target_type = 'rating' AND target_id IN (SELECT id FROM ratings WHERE author_id = $1 OR subject_id = $1))
             OR (target_type = 'report' AND target_id IN (SELECT id FROM reports WHERE reporter_id = $1 OR user_id = $1))`,
        [...scrubParams(w)],
      ),
  },
  {
    // Indian accounting law keeps every row; they point at the emptied account, no longer at a person.
    table: 'wallet_ledger',
    exported: 'wallet',
    erase: (tx, w) =>
      tx.query(`UPDATE wallet_ledger SET description = ${scrub('description')} WHERE user_id = $1`, [
        ...scrubParams(w),
      ]),
  },
  // Orders with the payment provider: amounts and the provider's ids, kept for the accounts.
  { table: 'payment_orders', exported: null },
  {
    // Proof of what was agreed and when stays; the address it was given from goes.
    table: 'consents',
    exported: 'consents',
    erase: (tx, w) =>
      tx.query('UPDATE consents SET ip = NULL, withdrawn_at = coalesce(withdrawn_at, $2) WHERE user_id = $1', [
        w.id,
        w.now,
      ]),
  },
  {
    table: 'email_verifications',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM email_verifications WHERE user_id = $1', [w.id]),
  },
  {
    table: 'password_resets',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM password_resets WHERE user_id = $1', [w.id]),
  },
  // Keyed by the mobile, not the account: found by the number itself.
  { table: 'otps', exported: null, erase: (tx, w) => tx.query('DELETE FROM otps WHERE mobile ~* $1', [w.personal]) },
  {
    table: 'login_failures',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM login_failures WHERE mobile ~* $1', [w.personal]),
  },
  {
    // Limits keyed by the number or address (`otp-mobile:…`, `reset-target:…`) go with them.
    table: 'throttle_hits',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM throttle_hits WHERE key ~* $1', [w.personal]),
  },
  {
    // Messages the person sent through the contact form, found by their address or number.
    table: 'contact_messages',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM contact_messages WHERE email ~* $1 OR phone ~* $1', [w.personal]),
  },
  {
    // Photo fingerprints of their uploads (the duplicate-photo check): nothing to compare any more.
    table: 'image_hashes',
    exported: null,
    erase: (tx, w) => tx.query('DELETE FROM image_hashes WHERE owner_id = $1', [w.id]),
  },
  {
    // Automated holds on their ads or account: the evidence quotes their ads' text.
    table: 'moderation_holds',
    exported: null,
    erase: (tx, w) =>
      tx.query(
        `DELETE FROM moderation_holds
          WHERE (subject_type = 'ad' AND subject_id IN (SELECT id FROM ads WHERE owner_id = $1))
             OR (subject_type = 'user' AND subject_id = $1)`,
        [w.id],
      ),
  },
  {
    // Last: the row stays, emptied, so that what others keep still points somewhere. The mobile
    // becomes a tombstone no one can type, so the number can sign up again as a new person.
    table: 'users',
    exported: 'profile',
    erase: (tx, w) =>
      tx.query(
        `UPDATE users SET name = '', mobile = 'erased:' || id, email = NULL, email_verified_at = NULL,
                password_hash = NULL, is_active = false, blocked_reason = NULL, socket_until = NULL,
                erased_on = $2, updated_on = $2
          WHERE id = $1`,
        [w.id, w.now],
      ),
  },
];

/** The tables that hold nothing of any one person, and why. */
export const NO_PERSONAL_DATA: Record<string, string> = {
  brands: 'reference data',
  categories: 'reference data',
  sub_categories: 'reference data',
  states: 'reference data',
  cities: 'reference data',
  localities: 'reference data',
  reference_versions: 'reference data',
  search_lexicon: 'words of ad titles and brands, no one’s in particular',
  search_words: 'search words counted over everyone, with no account',
  push_vapid_keys: 'the server’s own keys',
  moderation_terms: 'the prohibited-item term lists admins edit',
  schema_migrations: 'the migrations applied',
};
