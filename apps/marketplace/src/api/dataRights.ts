import type { ApiClient, CallOptions } from './client';
import type { ConsentKind, ConsentList, Detail, EraseAccount, ExportFormat } from './types';

const IST_OFFSET_MS = 330 * 60_000;

/** The name the server gives the file: `haat-data-YYYY-MM-DD.json` (or `.zip`), India's date. */
export const exportFileName = (now: Date, format: ExportFormat = 'json') =>
  `haat-data-${new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)}.${format}`;

/**
 * `GET /api/profile/export/?format=`: everything Haat holds about me, as a JSON file, or a zip of
 * it with the original files of my photos (3 an hour, both formats together).
 */
export function exportData(client: ApiClient, format: ExportFormat = 'json', opts: CallOptions = {}): Promise<Blob> {
  return client.request<Blob>('/api/profile/export/', { ...opts, query: { format }, as: 'blob' });
}

/** `DELETE /api/profile/`: erase my account (password or otp; forfeit_balance when the wallet holds money). */
export function erase(client: ApiClient, body: EraseAccount, opts: CallOptions = {}): Promise<Detail> {
  return client.request<Detail>('/api/profile/', { ...opts, method: 'DELETE', body });
}

/** `GET /api/profile/consents/`: each consent with its version and time. */
export function consents(client: ApiClient, opts: CallOptions = {}): Promise<ConsentList> {
  return client.get<ConsentList>('/api/profile/consents/', undefined, opts);
}

/** `POST /api/profile/consents/{kind}/withdraw/` or `…/give/` (marketing only): the list after it. */
export function setConsent(
  client: ApiClient,
  kind: ConsentKind,
  give: boolean,
  opts: CallOptions = {},
): Promise<ConsentList> {
  return client.post<ConsentList>(`/api/profile/consents/${kind}/${give ? 'give' : 'withdraw'}/`, {}, opts);
}
