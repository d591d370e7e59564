import { Button, formatPaise, formatPrice } from '@haat/ui';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useQuery } from '../../query/useQuery';
import { pricingQueries } from './pricingData';
import { fill } from '../shared/fill';
import { usePageMeta } from '../../seo/usePageMeta';
import { Card, Muted, PageTitle } from '../shared/Page';
import { pricingText as t } from './pricingText';

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

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The plain link beside each button (a rule on every `a` here painted the button's text its own colour). */
const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
`;

const BannerTitle = styled.h2`
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export default function PricingPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  const pricing = useQuery(pricingQueries.banners.key, pricingQueries.banners.load);
  const plans = useQuery(pricingQueries.plans.key, pricingQueries.plans.load);
  const planList = { ...plans, data: plans.data?.results };
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{t.title}</PageTitle>
      <p>{t.intro}</p>
      <Plans aria-busy={planList.loading}>
        {planList.data?.map((plan) => (
          <li key={plan.id}>
            <Card as="article" aria-labelledby={`plan-${plan.id}`}>
              <PlanTitle id={`plan-${plan.id}`}>{plan.title}</PlanTitle>
              <PlanPrice>{formatPrice(plan.price)}</PlanPrice>
              <Muted>{plan.description}</Muted>
              {/* The server words no promise (an empty string) for a plan without cashback. */}
              <p>{plan.cashback || t.noCashback}</p>
            </Card>
          </li>
        ))}
      </Plans>
      {planList.error ? <Muted role="alert">{t.loadFailed}</Muted> : null}
      {planList.data && planList.data.length === 0 ? <Muted>{t.none}</Muted> : null}
      <Muted>{t.cashbackTerms}</Muted>
      <Actions>
        <Button as={Link} href="/my-ads/">
          {t.cta}
        </Button>
        <TextLink href="/my-account/#wallet">{t.wallet}</TextLink>
      </Actions>
      <Muted>{t.ctaHint}</Muted>

      <BannerTitle id="banners-title">{t.bannersTitle}</BannerTitle>
      <p>
        {pricing.data
          ? fill(t.bannersPrice, { perDay: formatPaise(pricing.data.price_per_day_paise), max: pricing.data.max_days })
          : null}
      </p>
      <Muted>{t.bannersTerms}</Muted>
      <Actions>
        <Button as={Link} href="/banner/" variant="secondary">
          {t.bannersCta}
        </Button>
        <TextLink href="/my-banners/">{t.myBanners}</TextLink>
      </Actions>
    </section>
  );
}
