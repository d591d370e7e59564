import { z } from 'zod';

/** A rating's stars run from 1 to 5; its text, optional, to 500 characters. */
export const RATING_TEXT_MAX = 500;
/** A rating can be edited by its author for this long after it was given. */
export const RATING_EDIT_DAYS = 7;
/** The public summary shows this many of the newest ratings that have text. */
export const RATING_RECENT = 5;

/** The server's messages about ratings and "Sold to whom?", shown as they are. */
export const RATING_MESSAGES = {
  stars: 'Choose from 1 to 5 stars.',
  noDeal: 'You can rate someone only after a deal with them in this chat.',
  already: 'You have already rated this deal.',
  notAuthor: 'Only the person who wrote this rating can edit it.',
  editClosed: 'A rating can be edited for 7 days only.',
  notSubject: 'Only the person who was rated can reply.',
  replied: 'You have already replied to this rating.',
  noRating: 'No such rating.',
  notBuyer: 'Choose someone who chatted with you about this ad.',
  replyText: 'Write your reply.',
  whichOne: 'Choose which one.',
} as const;

const stars = z
  .number({ error: RATING_MESSAGES.stars })
  .int(RATING_MESSAGES.stars)
  .min(1, RATING_MESSAGES.stars)
  .max(5, RATING_MESSAGES.stars);
const ratingText = z.string().trim().max(RATING_TEXT_MAX);
const id = z
  .number({ error: RATING_MESSAGES.whichOne })
  .int(RATING_MESSAGES.whichOne)
  .positive(RATING_MESSAGES.whichOne)
  .max(Number.MAX_SAFE_INTEGER, RATING_MESSAGES.whichOne);

/** `POST /api/ratings/`: rate the other party of a chat that has a deal. */
export const RatingCreateSchema = z.object({ chat_id: id, stars, text: ratingText.optional() });
export type RatingCreate = z.infer<typeof RatingCreateSchema>;
/** `PUT /api/ratings/{id}/`: the author's edit, within RATING_EDIT_DAYS. */
export const RatingEditSchema = z.object({ stars, text: ratingText.optional() });
export type RatingEdit = z.infer<typeof RatingEditSchema>;
/** `POST /api/ratings/{id}/reply/`: the subject's one reply. */
export const RatingReplyInputSchema = z.object({
  text: z.string().trim().min(1, RATING_MESSAGES.replyText).max(RATING_TEXT_MAX),
});
/** `POST /api/ratings/{id}/remove/`: an admin takes down a rating that breaks the rules. */
export const RatingRemoveSchema = z.object({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(3, 'A reason needs at least 3 characters.')
    .max(500, 'A reason has at most 500 characters.'),
});
export const RatingParamsSchema = z.object({ id: z.string().max(40) });
export const UserRatingsParamsSchema = z.object({ id: z.string().max(40) });

/** A rating as everyone sees it: who gave it (as buyer or seller), its stars and text, and the reply. */
export const RatingSchema = z.object({
  id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  text: z.string(),
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** The author's side of the deal: a buyer rating the seller, or the other way. */
  author_role: z.enum(['buyer', 'seller']),
  subject_id: z.number().int(),
  created_on: z.string(),
  edited_on: z.string().nullable(),
  reply: z.object({ text: z.string(), created_on: z.string() }).nullable(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** A person's ratings: the average to one decimal (null with none), the count, the newest five with text. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  recent: z.array(RatingSchema),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** `GET /api/chat/{id}/rating/`: whether I may rate the other party, and my rating if I gave one. */
export const ChatRatingSchema = z.object({
  can_rate: z.boolean(),
  mine: RatingSchema.nullable(),
  /** Until when I may edit mine (null: no rating, or no longer editable). */
  editable_until: z.string().nullable(),
});
export type ChatRating = z.infer<typeof ChatRatingSchema>;

/** `GET /api/product/{id}/buyers/`: who chatted with me about my ad, the accepted offer's buyer first. */
export const AdBuyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** This buyer's offer was accepted in the chat. */
  deal: z.boolean(),
});
export type AdBuyer = z.infer<typeof AdBuyerSchema>;
export const AdBuyersSchema = z.object({ results: z.array(AdBuyerSchema) });
/** `POST /api/product/{id}/sold/`: optionally, the buyer it was sold to. */
export const SoldInputSchema = z.object({ buyer_id: id.optional() });
export type SoldInput = z.infer<typeof SoldInputSchema>;
