import { useEffect, useRef, useState } from 'react';
import { Button } from '../../inputs/Button';
import { PriceInput } from '../../inputs/PriceInput';
import { useText } from '../../locale/LocaleProvider';
import { offerAmountError } from './offerAmount';
import { defaultOfferCardText, type OfferCardText } from './offerCardText';
import { Actions, AmountForm } from './OfferCard.styles';

export interface OfferFormProps {
  /** Called with the amount in paise once it is from ₹1 to the asking price. */
  onSubmit: (amountPaise: number) => void;
  /** Closes the form without sending. */
  onCancel?: () => void;
  /** The ad's asking price in rupees: the most an offer may be. */
  askingPrice?: number;
  /** `counter` answers an offer; `offer` makes a new one (the label and the button differ). @default 'offer' */
  kind?: 'offer' | 'counter';
  /** A request is on its way: the buttons are off. */
  pending?: boolean;
  /** The words; a translated catalogue replaces them. @default defaultOfferCardText */
  text?: Partial<OfferCardText>;
}

/** An offer's amount in whole rupees with its send button; the amount is checked before it is sent. */
export function OfferForm({
  onSubmit,
  onCancel,
  askingPrice,
  kind = 'offer',
  pending = false,
  text: overrides,
}: OfferFormProps) {
  const text = useText(defaultOfferCardText, overrides);
  const [digits, setDigits] = useState('');
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const error = offerAmountError(digits, askingPrice, text);
  return (
    <AmountForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        if (error) {
          input.current?.focus();
          return;
        }
        onSubmit(Number(digits) * 100);
      }}
    >
      <PriceInput
        ref={input}
        label={kind === 'counter' ? text.counterLabel : text.offerLabel}
        value={digits}
        onChange={setDigits}
        onBlur={() => {
          if (digits) setShown(true);
        }}
        error={shown ? error : undefined}
        disabled={pending}
      />
      <Actions>
        <Button type="submit" loading={pending}>
          {kind === 'counter' ? text.sendCounter : text.sendOffer}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {text.cancel}
          </Button>
        ) : null}
      </Actions>
    </AmountForm>
  );
}
