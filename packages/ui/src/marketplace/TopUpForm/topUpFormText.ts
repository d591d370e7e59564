import { defineText } from '../../locale/text';
/** TopUpForm's words, for a translated catalogue to replace. `{…}` placeholders are filled in. */
export const topUpFormText = defineText('ui.topUpForm', {
  label: 'Amount (₹)',
  /** Under the field: `{min}` and `{max}` in rupees. */
  hint: 'From {min} to {max}.',
  /** Names the quick-pick buttons. */
  presets: 'Quick amounts',
  /** The submit button while the field holds no amount. */
  submit: 'Top up',
  /** The submit button for an amount: `{amount}` in rupees. */
  submitAmount: 'Add {amount}',
  required: 'Enter an amount.',
  invalid: 'Enter the amount in rupees, with at most 2 decimals (like 500 or 99.50).',
  range: 'Enter an amount between {min} and {max}.',
  testMode: 'Test mode: no real money is charged.',
} as const);

export type TopUpFormText = { [K in keyof typeof topUpFormText]: string };
