import { defineText } from '@haat/ui/text';

/** The admin screens' refusals. */
export const adminText = defineText('admin', {
  noAccount: 'No such account.',
  blockSelf: 'You cannot block your own account.',
  blockAdmin: 'An admin account cannot be blocked.',
  erasedAccount: 'This account was deleted by its owner; there is nothing to block or unblock.',
  adjustOwnWallet: 'You cannot adjust your own wallet.',
  removedByAdmin: 'An admin has already removed this ad.',
  removedByOwner: 'Its owner has already removed this ad.',
  ownerBlocked: 'Its owner is blocked: unblock the account to bring it back.',
  onlyAdminRemoved: 'Only an ad an admin removed can be restored.',
  notFeatured: 'This ad is not featured.',
  noReport: 'No such report.',
});
