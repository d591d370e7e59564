import { useState, type MouseEvent } from 'react';

/** Where each file's download stands: running, or failed (with the error's message). */
type DownloadState = { kind: 'running' } | { kind: 'failed' };

/**
 * Downloads run by the caller (a fetch with the session's token, say) instead of the link's own
 * navigation: a click on a file's link calls `onDownload` and tracks it per file. Without
 * `onDownload` the link downloads as a plain link does.
 */
export function useDownloads<D extends { id: number | string }>(onDownload?: (doc: D) => Promise<void>) {
  const [states, setStates] = useState<Record<string, DownloadState>>({});
  const set = (id: number | string, state: DownloadState | null) =>
    setStates((all) => {
      const next = { ...all };
      if (state) next[String(id)] = state;
      else delete next[String(id)];
      return next;
    });
  const start = (doc: D) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onDownload) return;
    event.preventDefault();
    if (states[String(doc.id)]?.kind === 'running') return;
    set(doc.id, { kind: 'running' });
    onDownload(doc).then(
      () => set(doc.id, null),
      () => set(doc.id, { kind: 'failed' }),
    );
  };
  return { stateOf: (doc: D) => states[String(doc.id)]?.kind ?? null, start };
}
