import type { Wallet } from '@haat/contract';
import { Heading, TopUpForm, WalletStatement } from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import * as walletApi from '../../api/wallet';
import { CardTitle } from '../../pages/shared/CardTitle';
import { Card } from '../../pages/shared/Page';
import { useQuery } from '../../query/useQuery';
import { useTopUp } from './useTopUp';
import { walletQuery } from './walletQuery';
import { walletText as t } from './walletText';

const TopUpTitle = styled(Heading).attrs({ level: 3, size: 'md' })`
  margin-block: var(--haat-space-4) var(--haat-space-2);
`;

/**
 * My Account's wallet (`#wallet`, where the cashback notification links): the balance, every
 * transaction with what it was for, and adding money. A top-up, a purchase in another tab or a
 * cashback reloads it.
 */
export function WalletPanel() {
  const api = useApi();
  // The first page lives in the cache: a wallet frame (ChatProvider) or a top-up asks again.
  const first = useQuery(walletQuery.key, walletQuery.load);
  // The pages Load more added, for the first page they follow.
  const [added, setAdded] = useState<{ after: Wallet; page: Wallet } | null>(null);
  const wallet = first.data && added?.after === first.data ? added.page : (first.data ?? null);
  const failed = Boolean(first.error);
  const [more, setMore] = useState(false);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === '#wallet') card.current?.focus();
  }, []);

  const topUp = useTopUp();

  const loadMore = () => {
    if (!wallet?.next || !first.data) return;
    const after = first.data;
    setMore(true);
    walletApi
      .get(api, { next: wallet.next })
      .then(
        (page) => setAdded({ after, page: { ...page, results: [...wallet.results, ...page.results] } }),
        () => undefined,
      )
      .finally(() => setMore(false));
  };

  return (
    <Card id="wallet" ref={card} tabIndex={-1} aria-labelledby="wallet-title">
      <CardTitle id="wallet-title">{t.panelTitle}</CardTitle>
      <WalletStatement
        headingLevel={3}
        balancePaise={wallet?.balance_paise ?? 0}
        transactions={wallet?.results ?? []}
        status={failed ? 'error' : wallet ? 'ready' : 'loading'}
        hasMore={Boolean(wallet?.next)}
        loadingMore={more}
        onLoadMore={loadMore}
        onRetry={first.reload}
      />
      <TopUpTitle>{t.topUpTitle}</TopUpTitle>
      <TopUpForm
        onSubmit={topUp.start}
        pending={topUp.pending}
        error={topUp.error ?? undefined}
        testMode={wallet?.provider !== 'razorpay'}
      />
      {topUp.feedback}
    </Card>
  );
}
