import { Suspense, useId, useState } from 'react';
import { Button } from '../../inputs/Button';
import { useText } from '../../locale/LocaleProvider';
import { formatPaise } from '../format/formatPaise';
import { LazyOfferForm } from './lazyOfferForm';
import { defaultOfferCardText, type OfferCardText } from './offerCardText';
import { Actions, Amount, Card, ErrorText, Status, Who } from './OfferCard.styles';

/** What became of an offer (the contract's `OfferStatus`). */
export type OfferCardStatus = 'pending' | 'accepted' | 'declined' | 'countered' | 'withdrawn';

export interface OfferCardProps {
  /** The offered amount in paise. */
  amountPaise: number;
  /** What became of the offer: `pending`, `accepted` (the deal), `declined`, `countered` or `withdrawn`. */
  status: OfferCardStatus;
  /** Made by the signed-in user: no answers, shown on the right. */
  mine: boolean;
  /** The ad's asking price in rupees: the most a counter-offer may be. */
  askingPrice?: number;
  /** Accepts the other person's pending offer (its button shows on any pending offer of theirs). */
  onAccept?: () => void;
  /** Declines the other person's pending offer. */
  onDecline?: () => void;
  /** Called with the counter-offer's amount in paise (₹1 up to `askingPrice`). */
  onCounter?: (amountPaise: number) => void;
  /** An answer is on its way: the buttons are off. */
  pending?: boolean;
  /** Why the last answer failed (the server's words). */
  error?: string;
  /** The card's words; a translated catalogue replaces them. @default defaultOfferCardText */
  text?: Partial<OfferCardText>;
}

/**
 * An offer in a chat: who made it, the amount and what became of it. A pending offer from the other
 * person can be accepted, declined or countered with another amount.
 */
export function OfferCard({
  amountPaise,
  status,
  mine,
  askingPrice,
  onAccept,
  onDecline,
  onCounter,
  pending = false,
  error,
  text: overrides,
}: OfferCardProps) {
  const text = useText(defaultOfferCardText, overrides);
  const [countering, setCountering] = useState(false);
  const answerable = status === 'pending' && !mine;
  const errorId = useId();
  return (
    <Card data-mine={mine} data-state={status} aria-busy={pending || undefined}>
      <Who>{mine ? text.mine : text.theirs}</Who>
      <Amount>{formatPaise(amountPaise)}</Amount>
      <Status>{text[status]}</Status>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {answerable && !countering ? (
        <Actions>
          <Button
            type="button"
            size="sm"
            onClick={onAccept}
            disabled={pending}
            aria-describedby={error ? errorId : undefined}
          >
            {text.accept}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setCountering(true)} disabled={pending}>
            {text.counter}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onDecline} disabled={pending}>
            {text.decline}
          </Button>
        </Actions>
      ) : null}
      {answerable && countering ? (
        <Suspense fallback={null}>
          <LazyOfferForm
            kind="counter"
            askingPrice={askingPrice}
            pending={pending}
            text={overrides}
            onSubmit={(paise) => onCounter?.(paise)}
            onCancel={() => setCountering(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
