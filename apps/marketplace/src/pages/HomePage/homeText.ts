import { defineText } from '@haat/ui';
/** Every string of the home page, for a translated catalogue to replace. `{…}` are replaced. */
export const homeText = defineText('home', {
  title: 'Haat: free classifieds in India',
  description: 'Buy and sell near you on Haat: free ads for mobiles, cars, bikes, homes, jobs and more across India.',
  introIn: 'Buy and sell near you in {place}',
  introIndia: 'Buy and sell near you, all over India',
  /** Names the phone's search landmark (the header's search shows from tablet width up). */
  phoneSearch: 'Search Haat',
  featuredTitle: 'Featured ads',
  bannerAlt: 'Offer',
});
