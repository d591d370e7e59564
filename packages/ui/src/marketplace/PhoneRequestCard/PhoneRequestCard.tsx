import { useId } from 'react';
import { Button } from '../../inputs/Button';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { telHref, whatsAppHref } from './phoneLinks';
import { defaultPhoneRequestCardText, type PhoneRequestCardText } from './phoneRequestCardText';
import { Actions, Card, ErrorText, Heading, Line, PhoneNumber } from './PhoneRequestCard.styles';

/** What became of a request for the seller's number (the contract's `PhoneRequestStatus`). */
export type PhoneRequestCardStatus = 'pending' | 'approved' | 'declined' | 'replaced';

export interface PhoneRequestCardProps {
  /** Waiting for the seller, shared, declined (final for the chat), or replaced by a later request. */
  status: PhoneRequestCardStatus;
  /** Who is looking: the buyer who asks, or the seller who answers. */
  viewer: 'buyer' | 'seller';
  /** The buyer's name, in the seller's question. */
  buyerName: string;
  /** The shared number (`+91 9876543210`), on the buyer's approved card: with Call and WhatsApp links. */
  phone?: string | null;
  /** The seller shares their number (a pending request's Share). */
  onShare?: () => void;
  /** The seller declines the request: final for the chat. */
  onDecline?: () => void;
  /** An answer is on its way: the buttons are off. */
  pending?: boolean;
  /** Why the last answer failed (the server's words). */
  error?: string;
  /** The card's words; a translated catalogue replaces them. @default defaultPhoneRequestCardText */
  text?: Partial<PhoneRequestCardText>;
}

/**
 * A request for the seller's number in a chat. The seller is asked "Share your number with
 * {name}?" (Share, Decline); the buyer sees the request's state and, once shared, the number with
 * Call and WhatsApp links.
 */
export function PhoneRequestCard({
  status,
  viewer,
  buyerName,
  phone,
  onShare,
  onDecline,
  pending = false,
  error,
  text: overrides,
}: PhoneRequestCardProps) {
  const text = useText(defaultPhoneRequestCardText, overrides);
  const errorId = useId();
  const seller = viewer === 'seller';
  return (
    <Card role="group" aria-label={text.label} data-mine={!seller} data-state={status} aria-busy={pending || undefined}>
      {status === 'pending' && seller ? <Heading>{fillTemplate(text.question, { name: buyerName })}</Heading> : null}
      {status === 'pending' && !seller ? (
        <>
          <Heading>{text.asked}</Heading>
          <Line>{text.waiting}</Line>
        </>
      ) : null}
      {status === 'approved' ? <Heading>{seller ? text.youShared : text.sharedWithYou}</Heading> : null}
      {status === 'approved' && !seller && phone ? (
        <>
          <PhoneNumber translate="no">{phone}</PhoneNumber>
          <Actions>
            <Button as="a" size="sm" href={telHref(phone)}>
              {text.call}
            </Button>
            <Button as="a" size="sm" variant="secondary" href={whatsAppHref(phone)}>
              {text.whatsApp}
            </Button>
          </Actions>
        </>
      ) : null}
      {status === 'declined' ? <Heading>{seller ? text.youDeclined : text.declinedToYou}</Heading> : null}
      {status === 'replaced' ? <Line>{text.replaced}</Line> : null}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {status === 'pending' && seller ? (
        <Actions>
          <Button
            type="button"
            size="sm"
            onClick={onShare}
            disabled={pending}
            aria-describedby={error ? errorId : undefined}
          >
            {text.share}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onDecline} disabled={pending}>
            {text.decline}
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}
