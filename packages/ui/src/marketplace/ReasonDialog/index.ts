export { ReasonDialog } from './ReasonDialog';
export type { ReasonDialogProps } from './ReasonDialog';
export { reasonDialogText } from './reasonDialogText';
export type { ReasonDialogText } from './reasonDialogText';
