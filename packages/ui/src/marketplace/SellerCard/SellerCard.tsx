import { useId } from 'react';
import { Button } from '../../inputs/Button';
import { toTime, type DateInput } from '../format/formatPostedTime';
import { Link } from '../link';
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
  /** Opens a chat with the seller; without it (e.g. on your own ad) the button is not shown. */
  onChat?: () => void;
  /** Text of the chat button. @default 'Chat with seller' */
  chatLabel?: string;
  /** Text of the link to the seller's store. @default 'See all ads from this seller' */
  storeLabel?: string;
  /** The card's heading, which also names it. @default 'Seller' */
  heading?: string;
}

// A fixed table, not Intl: ICU versions disagree on some short months.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Member since Nov 2024`, by the calendar in India (UTC+5:30). */
export function memberSince(value: DateInput): string {
  const d = new Date(toTime(value) + 330 * 60_000);
  return `Member since ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Who sells an ad: name, member since, a link to their store, and a chat button. */
export function SellerCard({
  seller,
  onChat,
  chatLabel = 'Chat with seller',
  storeLabel = 'See all ads from this seller',
  heading = 'Seller',
}: SellerCardProps) {
  const nameId = useId();
  const initial = seller.name.trim()[0]?.toUpperCase() ?? '?';
  return (
    <Card aria-label={`${heading}: ${seller.name}`}>
      <Top>
        <Avatar aria-hidden="true">
          {seller.avatar ? <img src={seller.avatar} alt="" width={56} height={56} /> : initial}
        </Avatar>
        <Info>
          <Name id={nameId}>{seller.name}</Name>
          <Since>{memberSince(seller.memberSince)}</Since>
          <StoreLink>
            <Link href={`/store/${seller.id}/`} aria-describedby={nameId}>
              {storeLabel}
            </Link>
          </StoreLink>
        </Info>
      </Top>
      {onChat && (
        <Button size="lg" block onClick={onChat}>
          {chatLabel}
        </Button>
      )}
    </Card>
  );
}
