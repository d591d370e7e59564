import { defineText } from '@haat/ui';

/** Every string of the search box (home on phones, the search page), for a translated catalogue to replace. */
export const searchBoxText = defineText('searchBox', {
  label: 'Search ads',
  placeholder: 'Find Cars, Mobile Phones and more...',
  submit: 'Search',
});
