import type { Rating } from '@haat/contract';
import { useId } from 'react';
import { Button } from '../../inputs/Button';
import { fillTemplate } from '../../locale/text';
import { useText } from '../../locale/LocaleProvider';
import { IST_OFFSET_MINUTES } from '../format/formatDateTime';
import { monthName, toTime, type DateInput } from '../format/formatPostedTime';
import { Link } from '../link';
import { SellerFacts, type SellerFactsData } from '../SellerFacts/SellerFacts';
import { RatingList } from '../Rating/RatingList';
import { RatingStars } from '../Rating/RatingStars';
import { defaultSellerCardText, type SellerCardText } from './sellerCardText';
import { Avatar, Card, Info, Name, Since, StoreLink, Top } from './SellerCard.styles';

export interface Seller {
  id: string | number;
  name: string;
  /** When the seller joined. */
  memberSince: DateInput;
  avatar?: string;
}

export interface SellerCardProps {
  /** The seller: id (for the store link), name, member since and an optional avatar. */
  seller: Seller;
  /** How the seller deals (their store's figures), summed up in one line under the name. */
  facts?: SellerFactsData;
  /** Opens a chat with the seller; without it (e.g. on your own ad) the button is not shown. */
  onChat?: () => void;
  /** Opens a chat with an offer ready to send; without it (no price, your own ad) no offer button. */
  onOffer?: () => void;
  /**
   * The seller's ratings: stars with the average and count under the name, and the recent ones
   * with text below. Leave it out where ratings are not known.
   */
  rating?: { average: number | null; count: number; recent?: readonly Rating[] };
  /** The card's words; a translated catalogue replaces them. @default defaultSellerCardText */
  text?: Partial<SellerCardText>;
}

/** `Member since Nov 2024`, by the calendar in India (UTC+5:30), in the current language. */
export function memberSince(value: DateInput, template: string = defaultSellerCardText.memberSince): string {
  const d = new Date(toTime(value) + IST_OFFSET_MINUTES * 60_000);
  return fillTemplate(template, { month: monthName(d.getUTCMonth()), year: d.getUTCFullYear() });
}

/** Who sells an ad: name, member since, a link to their store, and a chat button. */
export function SellerCard({ seller, facts, onChat, onOffer, rating, text: overrides }: SellerCardProps) {
  const text = useText(defaultSellerCardText, overrides);
  const nameId = useId();
  const initial = seller.name.trim()[0]?.toUpperCase() ?? '?';
  return (
    <Card aria-label={fillTemplate(text.named, { heading: text.heading, name: seller.name })}>
      <Top>
        <Avatar aria-hidden="true" translate="no">
          {seller.avatar ? <img src={seller.avatar} alt="" width={56} height={56} /> : initial}
        </Avatar>
        <Info>
          <Name id={nameId} translate="no">
            {seller.name}
          </Name>
          <Since>{memberSince(seller.memberSince, text.memberSince)}</Since>
          {facts ? <SellerFacts facts={facts} variant="line" /> : null}
          {rating ? <RatingStars average={rating.average} count={rating.count} /> : null}
          <StoreLink>
            <Link href={`/store/${seller.id}/`} aria-describedby={nameId}>
              {text.store}
            </Link>
          </StoreLink>
        </Info>
      </Top>
      {rating?.recent?.length ? <RatingList ratings={rating.recent} headingLevel={3} /> : null}
      {onChat && (
        <Button size="lg" block onClick={onChat}>
          {text.chat}
        </Button>
      )}
      {onOffer && (
        <Button size="lg" block variant="secondary" onClick={onOffer}>
          {text.offer}
        </Button>
      )}
    </Card>
  );
}
