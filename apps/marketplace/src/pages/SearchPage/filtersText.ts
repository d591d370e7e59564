import { defineText } from '@haat/ui';
/** Every string of the search filters, for a translated catalogue to replace. `{…}` are replaced. */
export const filtersText = defineText('filters', {
  heading: 'Filters',
  category: 'Category',
  allCategories: 'All categories',
  subCategory: 'Sub-category',
  allOf: 'All of {title}',
  minPrice: 'Min price (₹)',
  maxPrice: 'Max price (₹)',
  priceOrder: 'Enter a max price at least as high as the min price.',
  any: 'Any',
  yes: 'Yes',
  no: 'No',
  apply: 'Apply filters',
  /** The phone's button that opens the filters sheet, with the number of active filters. */
  open: 'Filters',
  openCount: 'Filters ({count})',
});
