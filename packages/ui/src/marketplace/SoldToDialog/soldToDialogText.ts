import { defineText } from '../../locale/text';

/** SoldToDialog's words, for a translated catalogue to replace. */
export const defaultSoldToDialogText = defineText('ui.soldToDialog', {
  title: 'Sold to whom?',
  /** Under the title: why the question is asked. */
  description: 'Choose the buyer, and you can rate each other.',
  /** The radio group's legend. */
  legend: 'Buyer',
  /** Marks the buyer whose offer was accepted. */
  deal: 'Accepted offer',
  /** A buyer not in the list (or not on Haat). */
  someoneElse: 'Someone else',
  confirm: 'Mark as sold',
  cancel: 'Cancel',
});

export type SoldToDialogText = { [K in keyof typeof defaultSoldToDialogText]: string };
