import { dataRightsText } from './dataRightsText';

/**
 * A person's name as others read it: an erased account's is empty (signing up needs a name), and
 * reads "Deleted user" in the request's language.
 */
export const shownName = (name: string): string => name || dataRightsText.deletedUser;
