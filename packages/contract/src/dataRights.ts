import { z } from 'zod';

/**
 * The user's rights under India's Digital Personal Data Protection Act 2023 (issue 42): a copy of
 * their data, erasure of their account, and a record of each consent they gave.
 */

/** The consents Haat records: what was agreed to, with the version of its text. */
export const CONSENT_KINDS = ['terms', 'privacy', 'marketing_sms', 'marketing_push', 'phone_sharing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * The version of each text agreed to now. Change one when its page's text changes: new consents
 * record the new version, and My Account shows which version each consent was given for.
 */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2026-11-01',
  privacy: '2026-11-28',
  marketing_sms: '2026-11-28',
  marketing_push: '2026-11-28',
  phone_sharing: '2026-11-28',
};

/** The consents a user gives or withdraws in My Account (the rest are given by an act: signing up, sharing a number). */
export const MARKETING_CONSENTS = ['marketing_sms', 'marketing_push'] as const satisfies readonly ConsentKind[];

/** One consent as My Account shows it: the latest record of its kind, or never given. */
export const ConsentSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** True while given and not withdrawn. */
  given: z.boolean(),
  /** The version of the text agreed to; null when never given. */
  version: z.string().nullable(),
  given_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  /** The version in force now (a consent given for an older one says so). */
  current_version: z.string(),
  /** Whether My Account offers to withdraw it (Terms and Privacy go only with the account). */
  withdrawable: z.boolean(),
  /** Whether My Account offers to give it (the marketing ones). */
  givable: z.boolean(),
});
export type Consent = z.infer<typeof ConsentSchema>;
export const ConsentListSchema = z.object({ results: z.array(ConsentSchema) });
export type ConsentList = z.infer<typeof ConsentListSchema>;
export const ConsentKindParamsSchema = z.object({ kind: z.string() });

/** `DELETE /api/profile/`: proof that the owner asks, and consent to lose a wallet balance. */
export const EraseAccountSchema = z.object({
  /** The account's password (an account without one proves itself with `otp`). */
  password: z.string().max(200).optional(),
  /** A code texted by `POST /api/profile/email-otp/`, for an account without a password. */
  otp: z.string().max(10).optional(),
  /** Must be true when the wallet holds money: the balance is given up, as a ledger row. */
  forfeit_balance: z.boolean().optional(),
});
export type EraseAccount = z.infer<typeof EraseAccountSchema>;

/** The files `GET /api/profile/export/` makes: the JSON alone, or a zip of it with the person's own photos. */
const EXPORT_FORMATS = ['json', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** `GET /api/profile/export/?format=`: `json` unless asked otherwise. */
export const DataExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Choose json, or zip for a copy with your photos.' }).default('json'),
});

const json = z.record(z.string(), z.unknown());

/** One record of a consent, as kept: every given and withdrawn one. */
const ConsentRecordSchema = z.strictObject({
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
});

/**
 * `GET /api/profile/export/`: everything Haat holds about the signed-in person, as one JSON
 * file. Each part is strict, so the answer is checked field by field against this schema.
 */
export const DataExportSchema = z.strictObject({
  format: z.literal('haat-data-export/1'),
  exported_at: z.string(),
  profile: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    mobile: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    language: z.string(),
    wallet_paise: z.number().int(),
    created_on: z.string(),
  }),
  ads: z.array(
    z.strictObject({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      price: z.number().int(),
      category: z.string(),
      sub_category: z.string().nullable(),
      status: z.string(),
      city: z.string(),
      state: z.string(),
      area: z.string(),
      contact: z.string(),
      phone: z.string().nullable(),
      details: json,
      /** The addresses of the ad's photos. */
      photos: z.array(z.string()),
      created_on: z.string(),
      updated_on: z.string(),
      expires_at: z.string(),
    }),
  ),
  chats: z.array(
    z.strictObject({
      id: z.number().int(),
      ad_id: z.number().int(),
      ad_title: z.string(),
      role: z.enum(['buying', 'selling']),
      other_party: z.string(),
      created_on: z.string(),
      /** Both sides' messages, oldest first. */
      messages: z.array(
        z.strictObject({
          id: z.number().int(),
          mine: z.boolean(),
          text: z.string(),
          photo: z.string().nullable(),
          created_on: z.string(),
        }),
      ),
    }),
  ),
  offers: z.array(
    z.strictObject({
      id: z.number().int(),
      chat_id: z.number().int(),
      mine: z.boolean(),
      amount_paise: z.number().int(),
      status: z.string(),
      created_on: z.string(),
      answered_on: z.string().nullable(),
    }),
  ),
  phone_requests: z.array(
    z.strictObject({
      id: z.number().int(),
      chat_id: z.number().int(),
      role: z.enum(['buying', 'selling']),
      status: z.string(),
      phone: z.string().nullable(),
      created_on: z.string(),
      answered_on: z.string().nullable(),
    }),
  ),
  ratings_given: z.array(
    z.strictObject({
      id: z.number().int(),
      chat_id: z.number().int(),
      stars: z.number().int(),
      text: z.string(),
      reply: z.string().nullable(),
      created_on: z.string(),
    }),
  ),
  ratings_received: z.array(
    z.strictObject({
      id: z.number().int(),
      chat_id: z.number().int(),
      stars: z.number().int(),
      text: z.string(),
      reply: z.string().nullable(),
      created_on: z.string(),
    }),
  ),
  wallet: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.string(),
      amount_paise: z.number().int(),
      balance_after_paise: z.number().int(),
      reference: z.string(),
      description: z.string(),
      created_on: z.string(),
    }),
  ),
  notifications: z.array(
    z.strictObject({
      id: z.number().int(),
      kind: z.string(),
      text: z.string(),
      link: z.string(),
      status: z.string(),
      created_on: z.string(),
    }),
  ),
  saved_searches: z.array(
    z.strictObject({
      id: z.number().int(),
      label: z.string(),
      link: z.string(),
      filter: json,
      sort: z.string(),
      created_on: z.string(),
    }),
  ),
  /** The browsers that get pushes: their endpoints only, never their keys. */
  push_subscriptions: z.array(z.strictObject({ endpoint: z.string(), created_on: z.string() })),
  consents: z.array(ConsentRecordSchema),
  /** Sign-ins: when and with which browser, never a token. */
  sessions: z.array(
    z.strictObject({
      created_at: z.string(),
      last_used_at: z.string(),
      user_agent: z.string(),
      ended: z.boolean(),
    }),
  ),
  favourites: z.array(z.strictObject({ ad_id: z.number().int(), title: z.string(), created_on: z.string() })),
  reports: z.array(
    z.strictObject({
      id: z.number().int(),
      target: z.string(),
      ad_id: z.number().int().nullable(),
      user_id: z.number().int().nullable(),
      reason: z.string(),
      details: z.string(),
      status: z.string(),
      created_on: z.string(),
    }),
  ),
});
export type DataExport = z.infer<typeof DataExportSchema>;
