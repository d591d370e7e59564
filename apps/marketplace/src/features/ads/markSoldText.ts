import { defineText } from '@haat/ui';
/** The words of marking an ad sold (My Ads and the owner's ad page). `{title}` is replaced. */
export const markSoldText = defineText('markSold', {
  confirmTitle: 'Mark this ad as sold?',
  confirmDescription: '"{title}" will leave search and move to your Sold ads.',
  confirm: 'Mark as sold',
  cancel: 'Cancel',
  sold: '"{title}" is marked as sold.',
  undo: 'Undo',
  undoLabel: 'Undo marking "{title}" as sold',
  undone: '"{title}" is back on sale.',
  failed: "That didn't work. Please try again.",
  undoFailed: 'It is too late to undo: "{title}" stays sold.',
} as const);
