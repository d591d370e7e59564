export { DeleteAccountDialog } from './DeleteAccountDialog';
export type { DeleteAccountDialogProps, DeleteAccountErrors, DeleteAccountInput } from './DeleteAccountDialog';
export { defaultDeleteAccountDialogText } from './deleteAccountDialogText';
export type { DeleteAccountDialogText } from './deleteAccountDialogText';
