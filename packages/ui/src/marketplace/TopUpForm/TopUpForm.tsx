import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../inputs/Button';
import { TextField } from '../../inputs/TextField';
import { fillTemplate } from '../../locale/text';
import type { RuleFn } from '../../validation/rules';
import { ValidationGroup } from '../../validation/ValidationGroup';
import type { ValidationGroupHandle } from '../../validation/ValidationGroupContext';
import { formatPaise } from '../format/formatPaise';
import { paiseToRupeesText, parseRupees } from './rupees';
import { Form, Presets, ServerError, TestNote } from './TopUpForm.styles';
import { topUpFormText, type TopUpFormText } from './topUpFormText';

export interface TopUpFormProps {
  /** Called with the amount in integer paise, once it passes the form's checks. */
  onSubmit: (amountPaise: number) => void;
  /** The top-up is being started: the button is busy and the amount cannot change. */
  pending?: boolean;
  /** A server error to show above the button (announced when it appears). */
  error?: string;
  /** The amount the field starts with. @default none (empty) */
  defaultAmountPaise?: number;
  /** Quick-pick amounts that fill the field. @default [10000, 50000, 100000, 200000] */
  presetsPaise?: number[];
  /** The smallest top-up. @default 1000 (₹10) */
  minPaise?: number;
  /** The largest top-up. @default 5000000 (₹50,000) */
  maxPaise?: number;
  /** Payments go to the test provider: a note says no real money is charged. */
  testMode?: boolean;
  /** The form's words; a translated catalogue replaces them. @default topUpFormText */
  text?: Partial<TopUpFormText>;
}

const DEFAULT_PRESETS = [10_000, 50_000, 100_000, 200_000];

/**
 * Adds money to the wallet: one amount field in rupees (up to 2 decimals) with quick-pick amounts,
 * checked against the limits before `onSubmit` receives integer paise. The button names the amount.
 */
export function TopUpForm({
  onSubmit,
  pending = false,
  error,
  defaultAmountPaise,
  presetsPaise = DEFAULT_PRESETS,
  minPaise = 1_000,
  maxPaise = 5_000_000,
  testMode = false,
  text: overrides,
}: TopUpFormProps) {
  const text = { ...topUpFormText, ...overrides };
  const [amount, setAmount] = useState(() =>
    defaultAmountPaise === undefined ? '' : paiseToRupeesText(defaultAmountPaise),
  );
  const group = useRef<ValidationGroupHandle>(null);
  const noteId = `${useId()}test-mode`;
  const limits = { min: formatPaise(minPaise), max: formatPaise(maxPaise) };

  const amountRule: RuleFn = (value) => {
    const typed = typeof value === 'string' ? value : '';
    if (typed.trim() === '') return text.required;
    const paise = parseRupees(typed);
    if (paise === null) return text.invalid;
    return paise < minPaise || paise > maxPaise ? fillTemplate(text.range, limits) : undefined;
  };

  const paise = parseRupees(amount);
  const label = paise ? fillTemplate(text.submitAmount, { amount: formatPaise(paise) }) : text.submit;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !group.current?.validate() || paise === null) return;
    onSubmit(paise);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <ValidationGroup ref={group}>
        <TextField
          label={text.label}
          hint={fillTemplate(text.hint, limits)}
          value={amount}
          onChange={setAmount}
          rules={[amountRule]}
          // The rule speaks for an empty field in the form's own words, so no generic `required`.
          aria-required="true"
          inputMode="decimal"
          autoComplete="off"
          readOnly={pending}
        />
      </ValidationGroup>
      {presetsPaise.length > 0 ? (
        <Presets role="group" aria-label={text.presets}>
          {presetsPaise.map((preset) => (
            <Button
              key={preset}
              variant="secondary"
              size="sm"
              disabled={pending}
              onClick={() => setAmount(paiseToRupeesText(preset))}
            >
              {formatPaise(preset)}
            </Button>
          ))}
        </Presets>
      ) : null}
      {testMode ? <TestNote id={noteId}>{text.testMode}</TestNote> : null}
      {error ? <ServerError role="alert">{error}</ServerError> : null}
      <Button type="submit" block loading={pending} aria-describedby={testMode ? noteId : undefined}>
        {label}
      </Button>
    </Form>
  );
}
