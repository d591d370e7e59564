import type { ApiClient } from '../../api/client';
import * as uploads from '../../api/uploads';

/**
 * Save a private document under its own name: fetched with the session's token (a link alone would
 * be refused), then handed to the browser's download as a short-lived object URL.
 */
export async function saveDocument(api: ApiClient, doc: { id: number | string; name: string }): Promise<void> {
  const blob = await uploads.documentFile(api, doc.id);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = doc.name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once started; give the browser a moment before letting go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
