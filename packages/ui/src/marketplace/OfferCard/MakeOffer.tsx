import { Suspense, useEffect, useRef } from 'react';
import { Button } from '../../inputs/Button';
import { useControllableState } from '../../internal/useControllableState';
import { useText } from '../../locale/LocaleProvider';
import { LazyOfferForm } from './lazyOfferForm';
import { defaultOfferCardText, type OfferCardText } from './offerCardText';
import { Card } from './OfferCard.styles';

export interface MakeOfferProps {
  /** Called with the offer in paise (₹1 up to `askingPrice`); the caller closes the form with `open`. */
  onOffer: (amountPaise: number) => void;
  /** The ad's asking price in rupees: the most an offer may be. */
  askingPrice?: number;
  /** The form is shown (controlled). */
  open?: boolean;
  /** Called when the form opens or closes (the button, Cancel, a sent offer). */
  onOpenChange?: (open: boolean) => void;
  /** The offer is on its way. */
  pending?: boolean;
  /** Why the offer failed (the server's words). */
  error?: string;
  /** The words; a translated catalogue replaces them. @default defaultOfferCardText */
  text?: Partial<OfferCardText>;
}

/** "Make an offer": a button above the composer that opens an amount form; Cancel returns focus to it. */
export function MakeOffer({
  onOffer,
  askingPrice,
  open: openProp,
  onOpenChange,
  pending,
  error,
  text: overrides,
}: MakeOfferProps) {
  const text = useText(defaultOfferCardText, overrides);
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: false, onChange: onOpenChange });
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <Button ref={trigger} type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {text.makeOffer}
      </Button>
    );
  }
  return (
    <Card data-mine="true" data-state="pending">
      {error ? <p role="alert">{error}</p> : null}
      <Suspense fallback={null}>
        <LazyOfferForm
          askingPrice={askingPrice}
          pending={pending}
          text={overrides}
          onSubmit={onOffer}
          onCancel={() => setOpen(false)}
        />
      </Suspense>
    </Card>
  );
}
