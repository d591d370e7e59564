import { z } from 'zod';
import { SORTS, SearchFilterSchema } from './ads';
import { NOTIFICATION_KINDS } from './chat';

/** `GET /api/push/vapid-key/`: the server's VAPID public key, for `pushManager.subscribe`. */
export const VapidKeySchema = z.object({
  /** The uncompressed P-256 point, base64url (the browser's `applicationServerKey`). */
  public_key: z.string(),
});
export type VapidKey = z.infer<typeof VapidKeySchema>;

const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: message })
    // base64url carries 6 bits a character: `bytes` bytes are this many characters, padding aside
    .refine((s) => s.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), { error: message });

/** A browser's `PushSubscription.toJSON()`, as `POST /api/push/subscriptions/` takes it. */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Send the push subscription’s endpoint address.' })
    .max(1000, { error: 'Send the push subscription’s endpoint address.' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url(65, 'Send the subscription’s p256dh key (a P-256 public key, base64url).'),
      auth: base64url(16, 'Send the subscription’s auth secret (16 bytes, base64url).'),
    },
    { error: 'Send the subscription’s keys.' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** `DELETE /api/push/subscriptions/`: which of my subscriptions to forget. */
export const PushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'Send the endpoint of the subscription to remove.' }).max(1000),
});

export const PushSubscribedSchema = z.object({
  /** How many browsers of mine get pushes now. */
  devices: z.number().int(),
});

const clock = z
  .string({ error: 'Enter a time as HH:MM.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time as HH:MM, e.g. 22:00.' });

/** One switch per kind of notification. */
const kindSwitches = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodBoolean
  >,
);

/** `GET` / `PUT /api/notification-settings/`: what reaches me off the page, and when. */
export const NotificationSettingsSchema = z.object({
  /** Each kind: pushed (and, for messages, sent by SMS) or not. */
  kinds: kindSwitches,
  /** Quiet hours in India's time (IST), e.g. `{ start: '22:00', end: '07:00' }`; null: none. */
  quiet_hours: z
    .object({ start: clock, end: clock })
    .refine((q) => q.start !== q.end, { error: 'Quiet hours must start and end at different times.' })
    .nullable(),
  /** An SMS when a chat message waits unread and nothing else reaches me. */
  sms: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
/** A change: any part; kinds not named keep their setting. */
export const NotificationSettingsInputSchema = NotificationSettingsSchema.extend({
  kinds: kindSwitches.partial(),
}).partial();
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInputSchema>;

/** Saved searches one account keeps (issue 38). */
export const MAX_SAVED_SEARCHES = 20;

/** `POST /api/saved-searches/`: a search as the search page runs it (its filters and order). */
export const SavedSearchInputSchema = z.object({
  filter: SearchFilterSchema.omit({ owner: true, featured: true, exclude_featured: true, order: true, sort: true }),
  sort: z.enum(SORTS, { error: `Choose one of ${SORTS.join(', ')}.` }).default('-created_on'),
});
export type SavedSearchInput = z.input<typeof SavedSearchInputSchema>;

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  /** What it is called: "Royal Enfield in Pune". */
  label: z.string(),
  /** The search page it opens. */
  link: z.string(),
  filter: z.record(z.string(), z.unknown()),
  sort: z.enum(SORTS),
  /** Ads that matched since it was last opened. */
  new_count: z.number().int(),
  created_on: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.object({ count: z.number().int(), results: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;
