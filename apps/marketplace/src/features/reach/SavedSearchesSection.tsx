import { SavedSearchList } from '@haat/ui';
import { useApi } from '../../api/ApiProvider';
import * as reach from '../../api/reach';
import type { SavedSearchList as List } from '../../api/types';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { CardTitle } from '../../pages/shared/CardTitle';
import { Card } from '../../pages/shared/Page';
import { reachText as text } from './reachText';
import { SAVED_SEARCHES as SAVED_SEARCHES_KEY } from '../../query/accountKeys';

/** My Account → Saved searches: each opens its search and says how many new ads it has. */
export function SavedSearchesSection() {
  const api = useApi();
  const cache = useQueryCache();
  const list = useQuery(SAVED_SEARCHES_KEY, (client, signal) => reach.savedSearches(client, { signal }));
  const items = list.data?.results ?? [];
  const put = (next: List['results']) => cache.set(SAVED_SEARCHES_KEY, { count: next.length, results: next });
  return (
    <Card aria-labelledby="saved-searches-heading">
      <CardTitle id="saved-searches-heading">{text.savedHeading}</CardTitle>
      {list.data ? (
        <SavedSearchList
          items={items.map((s) => ({ id: s.id, label: s.label, href: s.link, newCount: s.new_count }))}
          onDelete={async (id) => {
            await reach.deleteSavedSearch(api, id);
            put(items.filter((s) => s.id !== id));
          }}
          onOpen={(id) => {
            void reach.savedSearchSeen(api, id).then(
              (seen) => put(items.map((s) => (s.id === id ? seen : s))),
              () => undefined,
            );
          }}
        />
      ) : null}
    </Card>
  );
}
