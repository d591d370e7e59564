import type { ApiClient, CallOptions } from './client';
import type { DocumentInput, DocumentRecord, SignedUrl, SignedUrlRequest, Uploaded } from './types';

/** `POST /api/get-signed-url/`: where to PUT one file, and the key to send back in an ad's `images`. */
export function signedUrl(client: ApiClient, body: SignedUrlRequest, opts: CallOptions = {}): Promise<SignedUrl> {
  return client.post<SignedUrl>('/api/get-signed-url/', body, opts);
}

/**
 * PUT a file's bytes to a signed address, with upload progress (fetch has none). The signature is
 * the address's own: no Authorization header, so an S3 presigned URL works the same.
 */
export function putFile(
  signed: SignedUrl,
  file: Blob,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<Uploaded | undefined> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(signed.method, signed.url);
    // Every header the address was signed with (S3's single-use `If-None-Match: *` among them).
    for (const [name, value] of Object.entries(signed.headers)) if (value) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Uploaded | undefined);
      else {
        const detail = (body as { detail?: string } | undefined)?.detail;
        reject(new Error(detail ?? `Upload failed (${xhr.status}).`));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** `POST /api/document/`: record an uploaded file as a document of mine (private unless `is_public`). */
export function createDocument(
  client: ApiClient,
  body: DocumentInput,
  opts: CallOptions = {},
): Promise<DocumentRecord> {
  return client.post<DocumentRecord>('/api/document/', body, opts);
}

/**
 * `GET /api/document/{id}/file/`: a private document's bytes, with the session's token (a plain link
 * cannot carry it). 403 unless it is mine or on an ad I have a chat about.
 */
export function documentFile(client: ApiClient, id: number | string, opts: CallOptions = {}): Promise<Blob> {
  return client.request<Blob>(`/api/document/${encodeURIComponent(id)}/file/`, { ...opts, as: 'blob' });
}
