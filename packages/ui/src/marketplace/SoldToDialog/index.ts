export { SoldToDialog } from './SoldToDialog';
export type { SoldToBuyer, SoldToDialogProps } from './SoldToDialog';
export { defaultSoldToDialogText } from './soldToDialogText';
export type { SoldToDialogText } from './soldToDialogText';
