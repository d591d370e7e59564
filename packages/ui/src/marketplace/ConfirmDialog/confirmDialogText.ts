import { defineText } from '../../locale/text';
/** ConfirmDialog's own words, for a translated catalogue to replace. */
export const confirmDialogText = defineText('ui.confirmDialog', {
  cancel: 'Cancel',
} as const);

export type ConfirmDialogText = { [K in keyof typeof confirmDialogText]: string };
