import { formatPrice } from '@haat/ui';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useResource } from '../../api/ApiProvider';
import * as plans from '../../api/plans';
import { usePageMeta } from '../../seo/usePageMeta';
import { Card, Muted, PageTitle } from '../shared/Page';

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
  const planList = useResource((api, signal) => plans.list(api, { signal }).then((page) => page.results), []);
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">Pricing</PageTitle>
      <p>
        Posting an ad is free. To reach more buyers, make it <strong>featured</strong>: featured ads are listed first,
        and you get cashback if the item sells within the featured period.
      </p>
      <Plans aria-busy={planList.loading}>
        {planList.data?.map((plan) => (
          <li key={plan.id}>
            <Card as="article" aria-labelledby={`plan-${plan.id}`}>
              <PlanTitle id={`plan-${plan.id}`}>{plan.title}</PlanTitle>
              <PlanPrice>{formatPrice(plan.price)}</PlanPrice>
              <p>Featured for {plan.days} days</p>
              <Muted>{plan.description}</Muted>
              {/* The server words no promise (an empty string) for a plan without cashback. */}
              {plan.cashback ? <p>{plan.cashback}</p> : null}
            </Card>
          </li>
        ))}
      </Plans>
      {planList.error ? <Muted role="alert">The plans could not be loaded. Please try again later.</Muted> : null}
      {planList.data && planList.data.length === 0 ? <Muted>No featured plans are on offer right now.</Muted> : null}
      <p>
        Pay from your wallet when you make an ad featured, from <Link href="/my-ads/">My Ads</Link>.
      </p>
    </section>
  );
}
