import type { Wallet } from '@haat/contract';
import { TopUpForm, WalletStatement } from '@haat/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../api/ApiProvider';
import { isAbort } from '../../api/client';
import * as walletApi from '../../api/wallet';
import { Card } from '../../pages/shared/Page';
import { useSocketFrames } from '../chat/ChatProvider';
import { useTopUp } from './useTopUp';
import { walletText as t } from './walletText';

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
const H3 = styled.h3`
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * My Account's wallet (`#wallet`, where the cashback notification links): the balance, every
 * transaction with what it was for, and adding money. A top-up, a purchase in another tab or a
 * cashback reloads it.
 */
export function WalletPanel() {
  const api = useApi();
  const [wallet, setWallet] = useState<Wallet | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState(false);
  const card = useRef<HTMLElement>(null);

  useEffect(() => {
    if (window.location.hash === '#wallet') card.current?.focus();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    walletApi.get(api, { signal: controller.signal, expected: [500, 502, 503] }).then(
      (w) => {
        setFailed(false);
        setWallet(w);
      },
      (err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  useSocketFrames((frame) => {
    if (frame.type === 'wallet') setAttempt((a) => a + 1);
  });

  const topUp = useTopUp(() => setAttempt((a) => a + 1));

  const loadMore = () => {
    if (!wallet?.next) return;
    setMore(true);
    walletApi
      .get(api, { next: wallet.next })
      .then(
        (page) => setWallet((w) => (w ? { ...page, results: [...w.results, ...page.results] } : page)),
        () => undefined,
      )
      .finally(() => setMore(false));
  };

  return (
    <Card id="wallet" ref={card} tabIndex={-1} aria-labelledby="wallet-title">
      <H2 id="wallet-title">{t.panelTitle}</H2>
      <WalletStatement
        headingLevel={3}
        balancePaise={wallet?.balance_paise ?? 0}
        transactions={wallet?.results ?? []}
        status={failed ? 'error' : wallet ? 'ready' : 'loading'}
        hasMore={Boolean(wallet?.next)}
        loadingMore={more}
        onLoadMore={loadMore}
        onRetry={() => setAttempt((a) => a + 1)}
      />
      <H3>{t.topUpTitle}</H3>
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
