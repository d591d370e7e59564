export { BottomSheet } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
export { bottomSheetText } from './bottomSheetText';
export type { BottomSheetText } from './bottomSheetText';
