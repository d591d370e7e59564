import { formatPrice } from '@haat/ui';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useResource } from '../../api/ApiProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import { Card, Muted, PageTitle } from '../shared/Page';

/** A featured plan as `/api/plans/` lists it; field names vary, so read them leniently. */
interface RawPlan {
  id: number | string;
  title?: string;
  name?: string;
  days?: number;
  duration_days?: number;
  price?: number;
  /** Integer paise, when the API sends money that way. */
  price_paise?: number;
  description?: string;
  cashback?: string;
}

export interface Plan {
  id: string;
  title: string;
  days?: number;
  /** Rupees. */
  price: number;
  description?: string;
  /** The cashback promise in words. */
  cashback?: string;
}

export function toPlans(raw: unknown): Plan[] {
  const list = Array.isArray(raw) ? raw : ((raw as { results?: unknown[] } | undefined)?.results ?? []);
  return (list as RawPlan[]).map((p) => ({
    id: String(p.id),
    title: p.title ?? p.name ?? `Plan ${p.id}`,
    days: p.days ?? p.duration_days,
    price: p.price ?? (p.price_paise ?? 0) / 100,
    description: p.description,
    cashback: p.cashback,
  }));
}

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  min-height: 180px;
`;
const PlanPrice = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const PlanTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export default function PricingPage() {
  usePageMeta({
    title: 'Pricing',
    description: 'Posting on Haat is free. Make an ad featured to list it first, with cashback if it sells in time.',
  });
  const plans = useResource((api, signal) => api.get<unknown>('/api/plans/', undefined, { signal }).then(toPlans), []);
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">Pricing</PageTitle>
      <p>
        Posting an ad is free. To reach more buyers, make it <strong>featured</strong>: featured ads are listed first,
        and you get cashback if the item sells within the featured period.
      </p>
      <Plans aria-busy={plans.loading}>
        {plans.data?.map((plan) => (
          <li key={plan.id}>
            <Card as="article" aria-labelledby={`plan-${plan.id}`}>
              <PlanTitle id={`plan-${plan.id}`}>{plan.title}</PlanTitle>
              <PlanPrice>{formatPrice(plan.price)}</PlanPrice>
              {plan.days ? <p>Featured for {plan.days} days</p> : null}
              {plan.description ? <Muted>{plan.description}</Muted> : null}
              {plan.cashback ? <p>{plan.cashback}</p> : null}
            </Card>
          </li>
        ))}
      </Plans>
      {plans.error ? <Muted role="alert">The plans could not be loaded. Please try again later.</Muted> : null}
      {plans.data && plans.data.length === 0 ? <Muted>No featured plans are on offer right now.</Muted> : null}
      <p>
        Pay from your wallet when you make an ad featured, from <Link href="/my-ads/">My Ads</Link>.
      </p>
    </section>
  );
}
