import type { Plan } from '@haat/contract';
import { useId } from 'react';
import { Field } from '../../internal/Field';
import { fillTemplate } from '../../locale/text';
import { formatPaise } from '../format/formatPaise';
import { Card, Details, Options, Price, Radio, Title } from './PlanPicker.styles';
import { planPickerText, type PlanPickerText } from './planPickerText';

/** What the picker shows of a featured plan: a view of the contract's `Plan`, money in paise. */
export type PlanOption = Pick<Plan, 'id' | 'title' | 'days' | 'price_paise' | 'cashback_percent' | 'cashback_days'>;

export interface PlanPickerProps {
  /** The plans to offer, in order, as the API lists them (prices in paise). */
  plans: PlanOption[];
  /** The chosen plan's id; `null` before a choice. */
  value: string | null;
  /** Called with the id of the plan chosen (click, tap or arrow keys). */
  onChange: (id: string) => void;
  /** Shown under the plans and read with each of them (e.g. "Choose a plan."). */
  error?: string;
  /** Disables every radio, e.g. while the payment runs. */
  disabled?: boolean;
  /** The picker's words; a translated catalogue replaces them. @default planPickerText */
  text?: Partial<PlanPickerText>;
}

/** The cashback on a price, in whole paise rounded down, as the server pays it. */
const cashbackPaise = (plan: PlanOption) => Math.floor((plan.price_paise * plan.cashback_percent) / 100);

/** The cashback promise in words, or "No cashback". */
function cashbackLine(plan: PlanOption, text: PlanPickerText): string {
  if (plan.cashback_percent <= 0) return text.noCashback;
  return fillTemplate(plan.cashback_days === 1 ? text.cashbackOneDay : text.cashback, {
    days: plan.cashback_days,
    percent: plan.cashback_percent,
    amount: formatPaise(cashbackPaise(plan)),
  });
}

/**
 * Chooses a featured plan: native radios in a fieldset, one card per plan with its title, how long
 * the ad is listed first, its price and its cashback promise. Arrow keys move between plans.
 */
export function PlanPicker({ plans, value, onChange, error, disabled, text: overrides }: PlanPickerProps) {
  const text = { ...planPickerText, ...overrides };
  const id = useId();
  return (
    <Field label={text.legend} error={error} disabled={disabled} layout="legend">
      {(control) => (
        <Options>
          {plans.map((plan) => {
            const titleId = `${id}${plan.id}-title`;
            const priceId = `${id}${plan.id}-price`;
            const detailsId = `${id}${plan.id}-details`;
            return (
              <Card key={plan.id}>
                <Radio
                  type="radio"
                  name={`${id}plan`}
                  value={plan.id}
                  checked={value === plan.id}
                  onChange={() => onChange(plan.id)}
                  // Named by title and price; the days and cashback (after any error) describe it.
                  aria-labelledby={`${titleId} ${priceId}`}
                  aria-describedby={[control['aria-describedby'], detailsId].filter(Boolean).join(' ')}
                  aria-invalid={control['aria-invalid']}
                />
                <Title id={titleId}>{plan.title}</Title>
                <Price id={priceId}>{formatPaise(plan.price_paise)}</Price>
                <Details id={detailsId}>
                  <span>{plan.days === 1 ? text.oneDay : fillTemplate(text.days, { n: plan.days })}</span>
                  <span data-cashback={plan.cashback_percent > 0}>{cashbackLine(plan, text)}</span>
                </Details>
              </Card>
            );
          })}
        </Options>
      )}
    </Field>
  );
}
