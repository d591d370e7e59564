/** ConfirmDialog's own words, for a translated catalogue to replace. */
export const confirmDialogText = {
  cancel: 'Cancel',
} as const;

export type ConfirmDialogText = { [K in keyof typeof confirmDialogText]: string };
