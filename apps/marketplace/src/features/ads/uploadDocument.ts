import type { UploadFn } from '@haat/ui';
import type { ApiClient } from '../../api/client';
import * as uploads from '../../api/uploads';
import type { SignedUrlRequest } from '../../api/types';

/**
 * The kit's upload function for an ad's documents: a private signed address, the PUT with progress,
 * then the file recorded as a private document. Answers the document's id as `path` (what the ad's
 * `documents` takes) and where its owner downloads it as `url`.
 */
export function documentUploader(api: ApiClient): UploadFn {
  return async (file, { onProgress, signal }) => {
    const type = file.type as SignedUrlRequest['file_type'];
    const signed = await uploads.signedUrl(
      api,
      { file_name: file.name, file_type: type, public: false, type: 'documents' },
      { signal },
    );
    await uploads.putFile(signed, file, { onProgress, signal });
    const doc = await uploads.createDocument(
      api,
      { title: file.name, path: signed.path, document_type: 'ad', is_public: false },
      { signal },
    );
    return { path: String(doc.id), url: doc.url };
  };
}
