import { defineText } from '../../locale/text';
/** PlanPicker's words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const planPickerText = defineText('ui.planPicker', {
  /** Names the group of plans. */
  legend: 'Choose a plan',
  /** `{n}` is the plan's days. */
  days: 'Listed first for {n} days',
  oneDay: 'Listed first for 1 day',
  /** `{days}`, `{percent}` and `{amount}` (in rupees) are the plan's cashback promise. */
  cashback: 'Sells within {days} days? {percent}% ({amount}) back in your wallet.',
  cashbackOneDay: 'Sells within 1 day? {percent}% ({amount}) back in your wallet.',
  noCashback: 'No cashback',
} as const);

export type PlanPickerText = { [K in keyof typeof planPickerText]: string };
