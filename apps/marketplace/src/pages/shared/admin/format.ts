import { formatDateTime, formatDay as kitFormatDay } from '@haat/ui';
import { serverWords } from '../../../api/client';
import { adminText } from './adminText';

/** `2026-11-21T06:30:00Z` → `21 Nov 2026` (India time, the kit's one formatter); a calendar day stays that day. */
export function formatDay(iso: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00+05:30` : iso;
  return kitFormatDay(at) || iso;
}

/** `21 Nov 2026, 12:00 pm` (India time, the kit's one formatter). */
export function formatMoment(iso: string): string {
  return formatDateTime(iso) || iso;
}

/**
 * What a failed admin action shows in its dialog: the server's message for the field that failed
 * (a 400), its `detail` (a 402 shortfall, a 403), else a generic sentence.
 */
export function actionError(err: unknown): string {
  return serverWords(err, adminText.actionFailed);
}

/** A new key for one opening of a money dialog: the same key sent twice moves the money once. */
export function newIdempotencyKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
