import type { Featured, Plan } from '@haat/contract';
import { Button, formatDay, formatPaise, formatPrice, Link, PlanPicker, Stack, TopUpForm } from '@haat/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useParams } from 'wouter';
import { useApi } from '../../api/ApiProvider';
import { ApiError, isAbort } from '../../api/client';
import type { Ad } from '../../api/types';
import * as walletApi from '../../api/wallet';
import { myAdQuery } from '../../features/ads/myAdQuery';
import { useTopUp } from '../../features/wallet/useTopUp';
import { walletQuery } from '../../features/wallet/walletQuery';
import { MY_ADS, WALLET } from '../../query/accountKeys';
import { useQuery, useQueryCache } from '../../query/useQuery';
import { useAppState } from '../../state/AppState';
import { usePageMeta } from '../../seo/usePageMeta';
import { fill } from '../shared/fill';
import { Card, Muted, PageTitle } from '../shared/Page';
import { plansQuery } from './makeFeaturedData';
import { makeFeaturedText as t } from './makeFeaturedText';

const Column = styled.div`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 640px;
`;
const AdSummary = styled(Card)`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: var(--haat-space-3);
  align-items: center;
  img,
  .no-photo {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: var(--haat-radius-md);
    background: var(--haat-color-bg-subtle);
  }
  h2 {
    margin: 0;
    font-size: var(--haat-font-size-md);
  }
  p {
    margin: var(--haat-space-1) 0 0;
  }
`;
const Balance = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: var(--haat-font-size-lg);
  strong {
    font-variant-numeric: tabular-nums;
  }
`;
const Done = styled(Card)`
  border-color: var(--haat-color-border-brand);
  p {
    margin: 0 0 var(--haat-space-2);
  }
  a {
    margin-inline-end: var(--haat-space-4);
    color: var(--haat-color-text-link);
  }
`;

const day = (iso: string) => formatDay(iso);

interface Loaded {
  ad: Ad;
  plans: Plan[];
  balance: number;
  provider: 'test' | 'razorpay';
}

/**
 * `/make-featured/{id}/`: the ad, the plans with their cashback promise, the balance, and paying
 * from the wallet. When the wallet is short the page says by how much and tops up that much in
 * place; the chosen plan waits, and paying again finishes.
 */
export default function MakeFeaturedPage() {
  usePageMeta({ title: t.title });
  const { id } = useParams<{ id: string }>();
  const api = useApi();
  const { setWallet } = useAppState();
  const cache = useQueryCache();
  const adQuery = myAdQuery(id);
  const mine = useQuery(adQuery.key, adQuery.load);
  const planList = useQuery(plansQuery.key, plansQuery.load);
  const wallet = useQuery(walletQuery.key, walletQuery.load);
  // The balance a top-up or a payment has just told us, before the wallet is asked again.
  const [balanceNow, setBalanceNow] = useState<number | null>(null);
  const failed = [mine, planList, wallet].some((q) => q.error);
  const loaded: Loaded | null =
    mine.data && planList.data && wallet.data
      ? {
          ad: mine.data,
          plans: planList.data.results,
          balance: balanceNow ?? wallet.data.balance_paise,
          provider: wallet.data.provider,
        }
      : null;
  const [picked, setPlan] = useState<string | null>(null);
  const plan = picked ?? planList.data?.results[0]?.id ?? null;
  const [planError, setPlanError] = useState<string | undefined>();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [done, setDone] = useState<Featured | null>(null);
  // One key per intent (this ad, this plan): a double click or a retry never pays twice.
  const intent = useRef<{ plan: string; key: string } | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const topUp = useTopUp(setBalanceNow);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (failed) {
    return (
      <section aria-labelledby="page-title">
        <PageTitle id="page-title">{t.title}</PageTitle>
        <p role="alert">{t.loadFailed}</p>
        <Button onClick={() => [mine, planList, wallet].forEach((q) => q.error && q.reload())}>{t.retry}</Button>
      </section>
    );
  }
  if (!loaded) {
    return (
      <section aria-labelledby="page-title">
        <PageTitle id="page-title">{t.title}</PageTitle>
        <Muted role="status">{t.loading}</Muted>
      </section>
    );
  }

  const { ad, plans, balance } = loaded;
  const chosen = plans.find((p) => p.id === plan) ?? null;
  const short = chosen ? Math.max(0, chosen.price_paise - balance) : 0;
  const live = ad.status === 'active';

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setPlanError(t.choosePlan);
      return;
    }
    if (short > 0 || paying) return;
    if (intent.current?.plan !== chosen.id) intent.current = { plan: chosen.id, key: crypto.randomUUID() };
    setPaying(true);
    setPayError(null);
    walletApi
      .feature(api, ad.id, chosen.id, intent.current.key)
      .then((result) => {
        if ('shortfall' in result) {
          setBalanceNow(result.shortfall.balance_paise);
          return;
        }
        intent.current = null;
        setWallet(result.featured.balance_paise);
        setBalanceNow(result.featured.balance_paise);
        cache.set(adQuery.key, { ...ad, featured: true, featured_until: result.featured.featured_until });
        // The wallet's statement, my ads and the ad's page show the purchase.
        cache.invalidate(WALLET);
        cache.invalidate(MY_ADS);
        cache.invalidate(`ad:${ad.id}/`);
        setDone(result.featured);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        setPayError(
          err instanceof ApiError && err.status === 400 ? (Object.values(err.fields)[0] ?? t.payFailed) : t.payFailed,
        );
      })
      .finally(() => setPaying(false));
  };

  const photo = ad.thumbnail || ad.images[0]?.card;
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{t.title}</PageTitle>
      <Column>
        <Muted>{t.intro}</Muted>
        <AdSummary as="article" aria-label={ad.title}>
          {photo ? (
            <img src={photo} alt="" width={96} height={72} />
          ) : (
            // An ad without a photo keeps the photo's place; an empty src would fetch this page again
            <span className="no-photo" aria-hidden="true" />
          )}
          <div>
            <h2>{ad.title}</h2>
            <p>{formatPrice(ad.price)}</p>
            {ad.featured && ad.featured_until ? (
              <Muted>{fill(t.featuredUntil, { date: day(ad.featured_until) })}</Muted>
            ) : null}
          </div>
        </AdSummary>

        {done ? (
          <Done ref={doneRef} tabIndex={-1} role="status">
            <p>
              <strong>{fill(t.done, { date: day(done.featured_until) })}</strong>
            </p>
            {done.cashback_paise > 0 ? (
              <p>
                {fill(t.cashbackPromise, {
                  date: day(done.cashback_until),
                  amount: formatPaise(done.cashback_paise),
                })}
              </p>
            ) : null}
            <Link href={`/view/${ad.id}/`}>{t.viewAd}</Link>
            <Link href="/my-ads/">{t.myAds}</Link>
            <Button variant="secondary" size="sm" onClick={() => setDone(null)}>
              {t.extend}
            </Button>
          </Done>
        ) : null}

        {done ? null : !live ? (
          <Card>
            <p role="alert">{t.notLive}</p>
            <Link href="/my-ads/">{t.myAds}</Link>
          </Card>
        ) : (
          <Stack as="form" gap={3} onSubmit={pay} noValidate>
            <PlanPicker
              plans={plans}
              value={plan}
              onChange={(next) => {
                setPlan(next);
                setPlanError(undefined);
                setDone(null);
              }}
              error={planError}
              disabled={paying}
            />
            <Balance>
              <span>{t.balance}</span>
              <strong>{formatPaise(balance)}</strong>
            </Balance>
            {short > 0 ? <p role="status">{fill(t.short, { amount: formatPaise(short) })}</p> : null}
            {payError ? <p role="alert">{payError}</p> : null}
            <Button type="submit" disabled={short > 0} loading={paying}>
              {fill(t.pay, { amount: formatPaise(chosen?.price_paise ?? 0) })}
            </Button>
          </Stack>
        )}

        {live && !done && short > 0 ? (
          <Card aria-labelledby="add-money">
            <h2 id="add-money">{t.addMoney}</h2>
            <TopUpForm
              key={short}
              defaultAmountPaise={Math.max(short, 1_000)}
              onSubmit={topUp.start}
              pending={topUp.pending}
              error={topUp.error ?? undefined}
              testMode={loaded.provider === 'test'}
            />
          </Card>
        ) : null}
        {topUp.feedback}
      </Column>
    </section>
  );
}
