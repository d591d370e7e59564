import { formatPrice, Heading } from '@haat/ui';
import styled from 'styled-components';
import { usePageMeta } from '../../seo/usePageMeta';
import { ExternalLink } from '../shared/ExternalLink';
import { fill } from '../shared/fill';
import { Card, Muted, PageTitle } from '../shared/Page';
import { amazonDealsText as text } from './amazonDealsText';
import { deals as defaultDeals, type Deal } from './deals';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--haat-space-4);
  padding: 0;
  list-style: none;
`;
const Price = styled.p`
  margin: var(--haat-space-2) 0;
  font-size: var(--haat-font-size-lg);
  font-weight: var(--haat-font-weight-semibold);
  s {
    margin-inline-start: var(--haat-space-2);
    font-weight: var(--haat-font-weight-regular);
    color: var(--haat-color-text-muted);
  }
`;
const DealTitle = styled(Heading).attrs({ level: 2, size: 'lg' })`
  margin-block-start: var(--haat-space-1);
`;
const Tag = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-xs);
  color: var(--haat-color-text-muted);
  text-transform: uppercase;
`;

export default function AmazonDealsPage({ deals = defaultDeals }: { deals?: Deal[] }) {
  usePageMeta({ title: text.title, description: text.description });
  return (
    <section aria-labelledby="page-title">
      <PageTitle id="page-title">{text.title}</PageTitle>
      <Muted>{text.intro}</Muted>
      <Grid>
        {deals.map((deal) => (
          <li key={deal.id}>
            <Card as="article" aria-labelledby={`deal-${deal.id}`}>
              <Tag>{deal.category}</Tag>
              <DealTitle id={`deal-${deal.id}`}>{deal.title}</DealTitle>
              <Price>
                {formatPrice(deal.price)}
                {deal.mrp ? (
                  <s aria-label={fill(text.usualPrice, { price: formatPrice(deal.mrp) })}>{formatPrice(deal.mrp)}</s>
                ) : null}
              </Price>
              <ExternalLink href={deal.url} sponsored aria-describedby={`deal-${deal.id}`}>
                {text.view}
              </ExternalLink>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}
