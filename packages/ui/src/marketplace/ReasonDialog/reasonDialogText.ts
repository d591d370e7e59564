import { defineText } from '../../locale/text';
/** ReasonDialog's own words, for a translated catalogue to replace. `{min}` is filled in. */
export const reasonDialogText = defineText('ui.reasonDialog', {
  label: 'Reason',
  hint: 'The person affected sees this.',
  /** Shown when the reason is empty or shorter than `minLength` (spaces at either end not counted). */
  tooShort: 'Enter a reason of at least {min} characters.',
  cancel: 'Cancel',
} as const);

export type ReasonDialogText = { [K in keyof typeof reasonDialogText]: string };
