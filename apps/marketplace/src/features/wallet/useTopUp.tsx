import type { TopupOrder } from '@haat/contract';
import { ConfirmDialog, formatPaise } from '@haat/ui';
import { useState, type ReactNode } from 'react';
import { useApi } from '../../api/ApiProvider';
import { ApiError, isAbort } from '../../api/client';
import * as walletApi from '../../api/wallet';
import { fill } from '../../pages/shared/fill';
import { Muted } from '../../pages/shared/Page';
import { WALLET } from '../../query/accountKeys';
import { useQueryCache } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { payWithRazorpay } from './razorpayCheckout';
import { walletText as t } from './walletText';

export interface TopUp {
  /** Add this much: a test-mode confirmation, or Razorpay Checkout. */
  start(amountPaise: number): void;
  pending: boolean;
  /** What went wrong, for the form to show. */
  error: string | null;
  /** The last top-up's "₹500 added" line and the test-mode confirmation: render it once. */
  feedback: ReactNode;
}

/**
 * One top-up flow for every screen that needs money: an order with the server, then the test
 * mode's labelled confirmation or Razorpay Checkout, then the server's confirmation, which credits
 * once. The header's balance follows at once; `onCredited` hears the new balance.
 */
export function useTopUp(onCredited?: (balancePaise: number) => void): TopUp {
  const api = useApi();
  const { profile, setWallet } = useAppState();
  const cache = useQueryCache();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [testOrder, setTestOrder] = useState<TopupOrder | null>(null);
  const [confirming, setConfirming] = useState(false);

  const finish = async (order: TopupOrder, proof = {}) => {
    const confirmed = await walletApi.confirmTopup(api, order.id, proof);
    setWallet(confirmed.balance_paise);
    // Every screen showing the wallet (its statement, a page's balance) asks for it again.
    cache.invalidate(WALLET);
    setDone(fill(t.topUpDone, { amount: formatPaise(order.amount_paise) }));
    onCredited?.(confirmed.balance_paise);
  };

  const fail = (err: unknown, fallback = t.topUpFailed) => {
    if (isAbort(err)) return;
    setError(err instanceof ApiError && err.status === 400 ? (Object.values(err.fields)[0] ?? fallback) : fallback);
  };

  const start = (amountPaise: number) => {
    setPending(true);
    setError(null);
    setDone(null);
    // One key per attempt: a retried request finds this order instead of making a second.
    const key = crypto.randomUUID();
    walletApi
      .startTopup(api, amountPaise, key)
      .then(async (order) => {
        if (order.provider === 'test') {
          setTestOrder(order);
          return;
        }
        let proof;
        try {
          proof = await payWithRazorpay(
            order,
            { name: t.checkoutName, description: t.checkoutDescription },
            { contact: profile ? `+91${profile.mobile}` : undefined, name: profile?.name },
          );
        } catch (err) {
          fail(err, t.checkoutFailed);
          setPending(false);
          return;
        }
        if (!proof) setError(t.checkoutCancelled);
        else await finish(order, proof);
        setPending(false);
      })
      .catch((err: unknown) => {
        fail(err);
        setPending(false);
      });
  };

  const dialog = (
    <ConfirmDialog
      open={testOrder !== null}
      onOpenChange={(open) => {
        if (open) return;
        setTestOrder(null);
        setPending(false);
      }}
      tone="primary"
      title={t.testTitle}
      description={fill(t.testDescription, { amount: formatPaise(testOrder?.amount_paise ?? 0) })}
      confirmLabel={fill(t.testConfirm, { amount: formatPaise(testOrder?.amount_paise ?? 0) })}
      pending={confirming}
      onConfirm={() => {
        const order = testOrder;
        if (!order || confirming) return;
        setConfirming(true);
        finish(order)
          .catch((err: unknown) => fail(err))
          .finally(() => {
            setConfirming(false);
            setTestOrder(null);
            setPending(false);
          });
      }}
    />
  );

  const feedback = (
    <>
      {done ? (
        <Muted role="status" aria-live="polite">
          {done}
        </Muted>
      ) : null}
      {dialog}
    </>
  );

  return { start, pending, error, feedback };
}
