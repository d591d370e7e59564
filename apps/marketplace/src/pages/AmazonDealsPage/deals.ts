/**
 * The curated Amazon deals shown on /amazon-deals/. Edit this list (or point VITE_AMAZON_DEALS_URL at
 * a JSON file of the same shape) to change the page; links are affiliate links and marked so.
 */
export interface Deal {
  id: string;
  title: string;
  /** Shown as the deal's price, in rupees. */
  price: number;
  /** The usual price, when the deal is a discount. */
  mrp?: number;
  category: string;
  url: string;
}

export const deals: Deal[] = [
  {
    id: 'redmi-13c',
    title: 'Redmi 13C 5G (4 GB, 128 GB)',
    price: 9999,
    mrp: 13999,
    category: 'Mobiles',
    url: 'https://www.amazon.in/s?k=redmi+13c+5g',
  },
  {
    id: 'boat-airdopes',
    title: 'boAt Airdopes 141 wireless earbuds',
    price: 1099,
    mrp: 4490,
    category: 'Electronics',
    url: 'https://www.amazon.in/s?k=boat+airdopes+141',
  },
  {
    id: 'prestige-cooker',
    title: 'Prestige Popular 5 L pressure cooker',
    price: 1799,
    mrp: 2475,
    category: 'Home & Kitchen',
    url: 'https://www.amazon.in/s?k=prestige+popular+5+litre',
  },
  {
    id: 'helmet',
    title: 'Steelbird ISI certified full-face helmet',
    price: 1249,
    mrp: 1799,
    category: 'Bikes',
    url: 'https://www.amazon.in/s?k=steelbird+helmet+isi',
  },
  {
    id: 'study-table',
    title: 'Foldable wooden study table',
    price: 1499,
    mrp: 2999,
    category: 'Furniture',
    url: 'https://www.amazon.in/s?k=foldable+study+table',
  },
  {
    id: 'ncert-set',
    title: 'NCERT textbooks set, class 10',
    price: 899,
    category: 'Books',
    url: 'https://www.amazon.in/s?k=ncert+class+10+set',
  },
];
