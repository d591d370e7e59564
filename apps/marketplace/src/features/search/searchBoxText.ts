import { marketplaceStrings } from '@haat/ui';

/** Every string of the search box (home on phones, the search page), for a translated catalogue to replace. */
export const searchBoxText = {
  label: 'Search ads',
  placeholder: marketplaceStrings.searchPlaceholder,
  submit: 'Search',
};
