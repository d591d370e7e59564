import { z } from 'zod';
import { AD_STATUSES } from './ads';
import { reasonText } from './admin';
import { PageQuerySchema, paginated } from './common';

/** The categories of prohibited items, each with a term list admins edit. */
export const PROHIBITED_CATEGORIES = ['weapons', 'drugs', 'wildlife', 'currency', 'adult', 'medicines'] as const;
export type ProhibitedCategory = (typeof PROHIBITED_CATEGORIES)[number];

/** What a rule does when it fires: hold the subject for an admin, or refuse the write (409). */
export const MODERATION_ACTIONS = ['hold', 'reject'] as const;
export const HOLD_STATUSES = ['open', 'approved', 'rejected'] as const;
const HOLD_SUBJECTS = ['ad', 'chat', 'user'] as const;

/** The most terms (or allowed phrases) one category's list holds. */
export const MAX_TERMS = 500;
const TERM_MAX = 60;

const termText = z
  .string({ error: 'Enter a word or phrase.' })
  .trim()
  .min(1, 'Enter a word or phrase.')
  .max(TERM_MAX, `Keep each term to ${TERM_MAX} characters or fewer.`);

/** One category's list: the terms that hold an ad, and phrases that never count ("water pistol"). */
export const TermListSchema = z.object({
  category: z.enum(PROHIBITED_CATEGORIES),
  terms: z.array(z.string()),
  allowed: z.array(z.string()),
});
export type TermList = z.infer<typeof TermListSchema>;
export const TermListsSchema = z.object({ results: z.array(TermListSchema) });
export type TermLists = z.infer<typeof TermListsSchema>;

/** `PUT /api/admin/moderation/terms/{category}/`: the whole list replaces the stored one. */
export const TermListInputSchema = z.object({
  terms: z.array(termText).max(MAX_TERMS, `A list holds at most ${MAX_TERMS} terms.`),
  allowed: z.array(termText).max(MAX_TERMS, `A list holds at most ${MAX_TERMS} terms.`).default([]),
  reason: reasonText('A reason'),
});
export type TermListInput = z.input<typeof TermListInputSchema>;
export const TermCategoryParamsSchema = z.object({ category: z.enum(PROHIBITED_CATEGORIES) });

/** What a rule saw: the field and the words, a photo's match, prices. */
const EvidenceSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** One held subject in the admin queue, with the rule that fired and its reason. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(HOLD_SUBJECTS),
  subject_id: z.number().int(),
  rule_id: z.string(),
  /** The reason its owner reads, in the request's language. */
  reason: z.string(),
  evidence: EvidenceSchema,
  status: z.enum(HOLD_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  decision_reason: z.string().nullable(),
  /** The ad held (subject `ad`), as it is now. */
  ad: z
    .object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      price: z.number(),
      status: z.enum(AD_STATUSES),
      thumbnail: z.string().nullable(),
      owner: z.object({ id: z.number().int(), name: z.string() }),
    })
    .nullable(),
  /** The account held (subject `user`): a flagged chat sender or a reported account, as it is now. */
  user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** Blocked by an admin (a rejected hold blocks the account). */
      blocked: z.boolean(),
      /** Its ads hidden while it waits (an account held on reports). */
      ads_waiting: z.number().int(),
      joined: z.string(),
    })
    .nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Of the automated holds admins decided, how many they approved: the checks' false-positive rate. */
const ReviewRateSchema = z.object({
  decided: z.number().int(),
  approved: z.number().int(),
  /** approved / decided, 0 to 1; null before any decision. */
  rate: z.number().nullable(),
});
export type ReviewRate = z.infer<typeof ReviewRateSchema>;

export const ReviewListSchema = paginated(ReviewSchema).extend({
  stats: z.object({
    overall: ReviewRateSchema,
    rules: z.array(ReviewRateSchema.extend({ rule_id: z.string() })),
  }),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const ReviewListQuerySchema = PageQuerySchema.extend({
  status: z.enum(HOLD_STATUSES, { error: 'Choose open, approved or rejected.' }).default('open'),
});
export type ReviewListQuery = z.input<typeof ReviewListQuerySchema>;

export const ReviewIdParamsSchema = z.object({ id: z.string().max(40) });

/**
 * `POST /api/admin/reviews/{id}/`: approve (an ad goes live; an account is cleared and its ads come
 * back) or reject (an ad is removed, an account blocked, with the reason its owner reads).
 */
export const ReviewDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  reason: reasonText('A reason'),
});
export type ReviewDecision = z.input<typeof ReviewDecisionSchema>;
