import type { Ad as ApiAd } from '@haat/contract';

/**
 * What a card shows of an ad: a view of the API's one ad shape (`Ad` of `@haat/contract`, spec
 * section 3), with the category and sub-category by name, as people read them.
 */
export type Ad = Pick<ApiAd, 'id' | 'title' | 'price' | 'thumbnail' | 'featured' | 'created_on'> &
  /** Where it is and its details, when known (a card shows them when present). */
  Partial<Pick<ApiAd, 'area' | 'city' | 'data'>> & {
    /** The category's title. */
    category: ApiAd['category_title'];
    /** The sub-category's title, or '' when the ad has none. */
    sub_category: string;
  };
