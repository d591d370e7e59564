import { currentLanguage, defineText } from '@haat/ui/text';

/**
 * The category and sub-category names, by slug. The database keeps the English (and the slugs, the
 * spec's keys in URLs and the API, never change); an answer in another language names them from
 * its catalogue.
 */
const categoryText = defineText('categories', {
  cats: {
    'Mobiles+Tablets': 'Mobiles & Tablets',
    'Cars+Bikes': 'Cars & Bikes',
    'Electronics+Appliances': 'Electronics & Appliances',
    Properties: 'Properties',
    Jobs: 'Jobs',
    'Fashion+Jwellery': 'Fashion & Jewellery',
    Fancy: 'Fancy',
    'Food+Recipies': 'Food & Recipes',
    Furniture: 'Furniture',
    'Books+Boards': 'Books & Boards',
    'Hobby+Sports': 'Hobby & Sports',
    Events: 'Events',
  },
  subs: {
    'mobile-phones': 'Mobile Phones',
    tablets: 'Tablets',
    'mobile-accessories': 'Accessories',
    'smart-watches': 'Smart Watches',
    bikes: 'Bikes',
    scooters: 'Scooters',
    cars: 'Cars',
    trucks: 'Trucks',
    bicycles: 'Bicycles',
    'commercial-vehicles': 'Commercial Vehicles',
    'spare-parts': 'Spare Parts',
    'tvs-video-audio': 'TVs, Video & Audio',
    'computers-laptops': 'Computers & Laptops',
    'computer-accessories': 'Computer Accessories',
    'cameras-lenses': 'Cameras & Lenses',
    'kitchen-appliances': 'Kitchen & Other Appliances',
    fridges: 'Fridges',
    'washing-machines': 'Washing Machines',
    'acs-coolers': 'ACs & Coolers',
    'games-consoles': 'Games & Consoles',
    'hard-disks-printers-monitors': 'Hard Disks, Printers & Monitors',
    'houses-apartments': 'Houses & Apartments',
    'lands-plots': 'Lands & Plots',
    'shops-offices': 'Shops & Offices',
    'houses-apartments-for-rent': 'Houses & Apartments for Rent',
    'pg-guest-houses': 'PG & Guest Houses',
    'shops-offices-for-rent': 'Shops & Offices for Rent',
    jobs: 'Jobs',
    'it-software': 'IT Software',
    marketing: 'Marketing',
    contracts: 'Contracts',
    sales: 'Sales',
    'data-entry-back-office': 'Data Entry & Back Office',
    accountant: 'Accountant',
    teacher: 'Teacher',
    driver: 'Driver',
    'delivery-collection': 'Delivery & Collection',
    'hotel-travel': 'Hotel & Travel Executive',
    'office-assistant': 'Office Assistant',
    cook: 'Cook',
    'part-time': 'Part Time',
    'men-clothing': "Men's Clothing",
    'women-clothing': "Women's Clothing",
    'kids-clothing': "Kids' Clothing",
    footwear: 'Footwear',
    jewellery: 'Jewellery',
    watches: 'Watches',
    'bags-wallets': 'Bags & Wallets',
    'sarees-ethnic-wear': 'Sarees & Ethnic Wear',
    'fancy-dresses-costumes': 'Fancy Dresses & Costumes',
    'gifts-decor': 'Gifts & Decor',
    'artificial-jewellery': 'Artificial Jewellery',
    'cosmetics-beauty': 'Cosmetics & Beauty',
    handicrafts: 'Handicrafts',
    'party-supplies': 'Party Supplies',
    'home-food': 'Home Food & Tiffin',
    'sweets-snacks': 'Sweets & Snacks',
    'pickles-spices': 'Pickles & Spices',
    'bakery-cakes': 'Bakery & Cakes',
    'organic-produce': 'Organic Produce',
    catering: 'Catering',
    'recipes-cooking-classes': 'Recipes & Cooking Classes',
    'sofas-dining': 'Sofa & Dining',
    'beds-wardrobes': 'Beds & Wardrobes',
    'home-decor-garden': 'Home Decor & Garden',
    'kids-furniture': 'Kids Furniture',
    'office-furniture': 'Office Furniture',
    'other-household-items': 'Other Household Items',
    books: 'Books',
    'textbooks-exam-guides': 'Textbooks & Exam Guides',
    'board-games': 'Board Games',
    'whiteboards-notice-boards': 'Whiteboards & Notice Boards',
    'magazines-comics': 'Magazines & Comics',
    stationery: 'Stationery',
    'musical-instruments': 'Musical Instruments',
    'sports-equipment': 'Sports Equipment',
    'gym-fitness': 'Gym & Fitness',
    cricket: 'Cricket',
    collectibles: 'Collectibles & Antiques',
    toys: 'Toys',
    pets: 'Pets',
    weddings: 'Weddings',
    'concerts-shows': 'Concerts & Shows',
    'workshops-classes': 'Workshops & Classes',
    festivals: 'Festivals & Melas',
    'event-services': 'Event Services',
    tickets: 'Tickets',
  },
});

const named = (names: Record<string, string>, slug: string, title: string) =>
  currentLanguage().locale === 'en-IN' ? title : Object.hasOwn(names, slug) ? names[slug]! : title;

/** A category's name in the current language: the database's (English) title, else the catalogue's. */
export const categoryTitle = (slug: string, title: string): string => named(categoryText.cats, slug, title);

/** A sub-category's name in the current language. */
export const subCategoryTitle = (slug: string, title: string): string => named(categoryText.subs, slug, title);

/** A category's or sub-category's name by its slug alone, in the current language; undefined for one unknown here. */
export const nameOfSlug = (slug: string): string | undefined =>
  Object.hasOwn(categoryText.subs, slug)
    ? (categoryText.subs as Record<string, string>)[slug]
    : Object.hasOwn(categoryText.cats, slug)
      ? (categoryText.cats as Record<string, string>)[slug]
      : undefined;

/** Every category's and sub-category's slug this catalogue names. */
export const allSlugs = (): string[] => [...Object.keys(categoryText.cats), ...Object.keys(categoryText.subs)];
