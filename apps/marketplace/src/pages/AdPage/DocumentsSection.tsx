import { AdDocuments, Button } from '@haat/ui';
import { useApi } from '../../api/ApiProvider';
import * as ads from '../../api/ads';
import type { Ad } from '../../api/types';
import { saveDocument } from '../../features/ads/saveDocument';
import { ACCOUNT } from '../../query/accountKeys';
import { useQuery } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { adText } from './adText';

/**
 * The ad's documents: downloadable for its owner and buyers with a chat about it, else how many
 * there are and a way to the chat. A page rendered before the visitor's account was known asks
 * for them once it is.
 */
export default function DocumentsSection({ ad, onChat }: { ad: Ad; onChat?: () => void }) {
  const { profile } = useAppState();
  const api = useApi();
  const ask = Boolean(profile) && !ad.documents && (ad.document_count ?? 0) > 0;
  const mine = useQuery(ask ? `${ACCOUNT}documents:${ad.id}` : null, (api, signal) =>
    ads.documents(api, ad.id, { signal, expected: [403] }),
  );
  return (
    <AdDocuments
      documents={ad.documents ?? mine.data?.results}
      count={ad.document_count}
      onDownload={(doc) => saveDocument(api, doc)}
      action={
        onChat ? (
          <div>
            <Button type="button" variant="secondary" onClick={onChat}>
              {adText.chatForDocuments}
            </Button>
          </div>
        ) : undefined
      }
    />
  );
}
