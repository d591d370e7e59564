import { defineText } from '@haat/ui/text';

/** The local store's refusals of an upload address. */
export const storageText = defineText('storage', {
  notAnAddress: 'This is not a valid upload address.',
  notSigned: 'This upload address is not signed.',
  signatureMismatch: 'The upload signature does not match.',
  expired: 'This upload address has expired.',
});
