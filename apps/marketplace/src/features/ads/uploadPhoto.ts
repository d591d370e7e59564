import type { UploadFn } from '@haat/ui';
import type { ApiClient } from '../../api/client';
import * as uploads from '../../api/uploads';
import type { SignedUrlRequest } from '../../api/types';

/** Photos with a longer edge than this are shrunk in the browser before upload. */
const MAX_PHOTO_EDGE = 1600;

/**
 * The photo, at most `max` px on its longer edge: drawn on a canvas and re-encoded (JPEG stays
 * JPEG, others become WebP; GIFs are left alone to keep their frames). Where the browser cannot
 * decode it, the file goes as it is and the server decides.
 */
async function shrinkImage(file: File, max = MAX_PHOTO_EDGE): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const { width, height } = bitmap;
  if (width <= max && height <= max) {
    bitmap.close();
    return file;
  }
  const scale = max / Math.max(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  return blob ?? file;
}

/** The kit's upload function for ad photos: shrink, ask for a signed address, PUT with progress. */
export function photoUploader(api: ApiClient): UploadFn {
  return async (file, { onProgress, signal }) => {
    const blob = await shrinkImage(file);
    const type = (blob.type || file.type) as SignedUrlRequest['file_type'];
    const signed = await uploads.signedUrl(api, { file_name: file.name, file_type: type, public: true }, { signal });
    const stored = await uploads.putFile(signed, blob, { onProgress, signal });
    return { path: signed.path, url: stored?.card ?? signed.public_url ?? '' };
  };
}
