import styled from 'styled-components';
import { Field } from '../../internal/Field';
import { StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { NumberInputProps } from '../NumberInput';
import { onlyDigits } from '../NumberInput/digits';
import { groupIndian } from './groupIndian';

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > input {
    padding-inline-start: var(--haat-space-8);
  }
`;

const Currency = styled.span`
  position: absolute;
  inset-inline-start: var(--haat-space-3);
  color: var(--haat-color-text-muted);
  pointer-events: none;
`;

/** NumberInput's props (digits as a string, `onChange(next)`, rules), with `maxDigits` for `maxLength`. */
export interface PriceInputProps extends Omit<NumberInputProps, 'maxLength'> {
  /** At most this many digits. @default 9 (₹10,00,00,000 has nine) */
  maxDigits?: number;
  /** The symbol shown before the amount (decorative; put the currency in the label). @default '₹' */
  currency?: string;
}

/** A whole-rupee amount: digits only, shown with Indian digit grouping (1,20,000) as it is typed. */
export function PriceInput({ onBlur, maxDigits = 9, currency = '₹', ...props }: PriceInputProps) {
  const field = useFieldControl(props, { empty: '' });
  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <Wrap>
          <Currency aria-hidden="true">{currency}</Currency>
          <StyledInput
            autoComplete="off"
            {...field.rest}
            {...control}
            ref={field.ref}
            type="text"
            inputMode="numeric"
            value={groupIndian(field.value)}
            disabled={field.disabled}
            onChange={(event) => {
              const next = onlyDigits(event.target.value)
                .replace(/^0+(?=\d)/, '')
                .slice(0, maxDigits);
              if (next !== field.value) field.setValue(next);
            }}
            onBlur={(event) => {
              field.markTouched();
              onBlur?.(event);
            }}
          />
        </Wrap>
      )}
    </Field>
  );
}
