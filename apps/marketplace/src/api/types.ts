/** Shapes of the API answers the pages read: type-only imports from the shared contract. */
export type { Ad, AdImage, AdStatus, Paginated, Resolved, SearchWord, Store } from '@haat/contract';
