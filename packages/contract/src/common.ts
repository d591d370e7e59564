import { z } from 'zod';

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
