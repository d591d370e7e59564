export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { confirmDialogText } from './confirmDialogText';
export type { ConfirmDialogText } from './confirmDialogText';
