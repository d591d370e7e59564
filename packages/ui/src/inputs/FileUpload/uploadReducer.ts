/** Where an upload is. One string, mirrored as `data-state`; never two flags at once. */
export type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'error';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; progress: number }
  | { status: 'uploaded' }
  /** `retry`: the file whose upload failed, for "Try again"; none for a file refused by type or size. */
  | { status: 'error'; message: string; retry?: File };

export type UploadAction =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; percent: number }
  | { type: 'success' }
  | { type: 'fail'; message: string; retry?: File }
  | { type: 'reset' };

export const initialUploadState: UploadState = { status: 'idle' };

/**
 * idle → uploading (progress 0–100) → uploaded → idle again (after the success message); a refused
 * or failed file → error, until the next file or a reset. Progress only counts while uploading.
 */
export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'start':
      return { status: 'uploading', fileName: action.fileName, progress: 0 };
    case 'progress':
      if (state.status !== 'uploading') return state;
      return { ...state, progress: Math.max(0, Math.min(100, Math.round(action.percent))) };
    case 'success':
      return state.status === 'uploading' ? { status: 'uploaded' } : state;
    case 'fail':
      return { status: 'error', message: action.message, retry: action.retry };
    case 'reset':
      return initialUploadState;
  }
}
