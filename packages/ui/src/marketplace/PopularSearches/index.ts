export { PopularSearches, searchWordHref } from './PopularSearches';
export type { PopularSearchesProps, SearchWord } from './PopularSearches';
