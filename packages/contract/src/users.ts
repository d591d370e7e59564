import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, paginated } from './common';
import { UserTypeSchema } from './auth';

/** `GET /api/user/` (admins only): one account. `wallet` is in rupees. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  user_type: UserTypeSchema,
  wallet: z.number(),
  /** False while an admin has the account blocked. */
  is_active: z.boolean(),
  /** Why an admin blocked it (shown to the account when it tries to sign in); null when not blocked. */
  blocked_reason: z.string().nullable(),
  created_on: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UserListSchema = paginated(AdminUserSchema);

/** `?search=` matches mobile digits or a part of the name; `limit` defaults to 200 and is capped at 200. */
export const UserListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  offset: z.coerce.number().int().min(0).default(0),
});
