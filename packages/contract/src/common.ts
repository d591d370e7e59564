import { z } from 'zod';
import { humanMessage } from './messages';

// Every rule without a message of its own answers with a sentence a person wrote (messages.ts).
z.config({ customError: humanMessage });

/** 400 answers: each field's messages; `non_field_errors` for the body as a whole. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Every list answer: `{ count, next, previous, results }`; `next`/`previous` are full URLs or null. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `limit` defaults to 200 and is capped at 200 (listing pages ask 12). */
export const DEFAULT_PAGE_SIZE = 200;
export const MAX_PAGE_SIZE = 200;
export const LISTING_PAGE_SIZE = 12;

export const HealthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof HealthSchema>;

/** `limit` (default 200, capped at 200) and `offset` of every list; a 400 when malformed. */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(1, 'Ensure this value is at least 1.')
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  offset: z.coerce
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(0, 'Ensure this value is at least 0.')
    .max(1_000_000)
    .default(0),
});
export type PageQuery = z.output<typeof PageQuerySchema>;
/** The page a client asks for (sent as query text). */
export type PageRequest = {
  limit?: number;
  offset?: number;
};

/** 401, 403, 404 and other answers that are one message. */
export const DetailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof DetailSchema>;

/** 429: the message and the seconds to wait (also in the Retry-After header). */
export const ThrottledSchema = z.object({ detail: z.string(), retry_after: z.number() });

/** Any client error: field errors, or one message (with other keys, such as `retry_after`). */
export const ClientErrorSchema = z.union([FieldErrorsSchema, z.looseObject({ detail: z.string() })]);
