import { Button, formatPaise, formatPrice, Heading, Inline } from '@haat/ui';
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
  gap: var(--haat-space-4);
  padding: 0;
  list-style: none;
  min-height: 180px;
`;
const PlanPrice = styled.p`
  margin: var(--haat-space-2) 0;
  font-size: var(--haat-font-size-xxl);
  font-weight: var(--haat-font-weight-bold);
`;

/** The plain link beside each button (a rule on every `a` here painted the button's text its own colour). */
const TextLink = styled(Link)`
  color: var(--haat-color-text-link);
`;

const BannerTitle = styled(Heading).attrs({ level: 2 })`
  margin-block: var(--haat-space-8) var(--haat-space-2);
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
              <Heading level={2} size="lg" id={`plan-${plan.id}`}>
                {plan.title}
              </Heading>
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
      <Inline as="p" gap={4}>
        <Button as={Link} href="/my-ads/">
          {t.cta}
        </Button>
        <TextLink href="/my-account/#wallet">{t.wallet}</TextLink>
      </Inline>
      <Muted>{t.ctaHint}</Muted>

      <BannerTitle id="banners-title">{t.bannersTitle}</BannerTitle>
      <p>
        {pricing.data
          ? fill(t.bannersPrice, { perDay: formatPaise(pricing.data.price_per_day_paise), max: pricing.data.max_days })
          : null}
      </p>
      <Muted>{t.bannersTerms}</Muted>
      <Inline as="p" gap={4}>
        <Button as={Link} href="/banner/" variant="secondary">
          {t.bannersCta}
        </Button>
        <TextLink href="/my-banners/">{t.myBanners}</TextLink>
      </Inline>
    </section>
  );
}
