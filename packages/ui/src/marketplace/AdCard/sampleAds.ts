import type { Ad } from './types';

/** The instant every story's clock is fixed at: 21 Nov 2026, 12:00 IST. */
export const SAMPLE_NOW = new Date('2026-11-21T12:00:00+05:30');

const ago = (ms: number) => new Date(SAMPLE_NOW.getTime() - ms).toISOString();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

type Shape = 'phone' | 'car' | 'bike' | 'house' | 'sofa' | 'tv' | 'book' | 'bag';

const shapes: Record<Shape, (c: string) => string> = {
  phone: (c) =>
    `<rect x="120" y="40" width="80" height="160" rx="12" fill="${c}"/><rect x="130" y="56" width="60" height="120" fill="#fff" opacity=".6"/>`,
  car: (c) =>
    `<rect x="50" y="120" width="220" height="55" rx="16" fill="${c}"/><rect x="95" y="85" width="130" height="50" rx="14" fill="${c}" opacity=".8"/><circle cx="105" cy="178" r="20" fill="#222"/><circle cx="215" cy="178" r="20" fill="#222"/>`,
  bike: (c) =>
    `<circle cx="95" cy="160" r="36" stroke="#222" stroke-width="10" fill="none"/><circle cx="225" cy="160" r="36" stroke="#222" stroke-width="10" fill="none"/><path d="M95 160l50-60h50l30 60M145 100l20 60" stroke="${c}" stroke-width="12" fill="none"/>`,
  house: (c) =>
    `<rect x="90" y="110" width="140" height="100" fill="${c}"/><path d="M70 115L160 45l90 70z" fill="${c}" opacity=".7"/><rect x="145" y="150" width="30" height="60" fill="#5b3a1a"/>`,
  sofa: (c) =>
    `<rect x="60" y="100" width="200" height="70" rx="14" fill="${c}"/><rect x="40" y="90" width="40" height="90" rx="12" fill="${c}" opacity=".8"/><rect x="240" y="90" width="40" height="90" rx="12" fill="${c}" opacity=".8"/>`,
  tv: (c) =>
    `<rect x="60" y="50" width="200" height="120" rx="8" fill="#222"/><rect x="70" y="60" width="180" height="100" fill="${c}"/><rect x="140" y="170" width="40" height="20" fill="#222"/>`,
  book: (c) =>
    `<rect x="100" y="50" width="120" height="150" rx="6" fill="${c}"/><rect x="115" y="70" width="90" height="10" fill="#fff" opacity=".7"/>`,
  bag: (c) =>
    `<rect x="90" y="90" width="140" height="110" rx="14" fill="${c}"/><path d="M125 90a35 35 0 0170 0" stroke="${c}" stroke-width="10" fill="none"/>`,
};

/** A deterministic inline 4:3 thumbnail (no network, no text). */
function sampleThumb(shape: Shape, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="hsl(${hue},35%,90%)"/>${shapes[shape](`hsl(${hue},60%,42%)`)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Realistic ads across categories and cities: featured and not, missing photos, long titles. */
export const sampleAds: Ad[] = [
  {
    id: 101,
    title: 'Samsung Galaxy S23 Ultra 256 GB, Phantom Black, with bill and box',
    price: 74999,
    category: 'Mobiles+Tablets',
    sub_category: 'Mobile Phones',
    thumbnail: sampleThumb('phone', 220),
    featured: true,
    created_on: ago(0),
    area: 'Koramangala 5th Block',
    city: 'Bengaluru',
    data: { brand: 'Samsung' },
  },
  {
    id: 102,
    title: 'Maruti Suzuki Swift VXi 2019, single owner, 32,000 km, full service history',
    price: 525000,
    category: 'Cars+Bikes',
    sub_category: 'Cars',
    thumbnail: sampleThumb('car', 0),
    featured: false,
    created_on: ago(42 * S),
    area: 'Andheri West',
    city: 'Mumbai',
  },
  {
    id: 103,
    title: '2 BHK flat for rent near metro station, semi-furnished, family only',
    price: 18500,
    category: 'Properties',
    sub_category: 'Houses & Apartments',
    thumbnail: sampleThumb('house', 30),
    featured: true,
    created_on: ago(7 * MIN),
    area: 'Sector 62, Noida Extension Phase 2',
    city: 'Noida',
  },
  {
    id: 104,
    title: 'Royal Enfield Classic 350',
    price: 145000,
    category: 'Cars+Bikes',
    sub_category: 'Bikes',
    thumbnail: null,
    featured: false,
    created_on: ago(1 * H),
    area: 'Banjara Hills',
    city: 'Hyderabad',
  },
  {
    id: 105,
    title: 'Wooden 3 seater sofa with cushions, teak finish, hardly used — moving out sale',
    price: 12000,
    category: 'Furniture',
    sub_category: 'Sofa & Dining',
    thumbnail: sampleThumb('sofa', 140),
    featured: false,
    created_on: ago(5 * H),
    area: 'Salt Lake Sector V',
    city: 'Kolkata',
  },
  {
    id: 106,
    title: 'Sony Bravia 55 inch 4K Google TV',
    price: 48500,
    category: 'Electronics+Appliances',
    sub_category: 'TVs, Video - Audio',
    thumbnail: sampleThumb('tv', 260),
    featured: false,
    created_on: ago(23 * H + 59 * MIN),
    area: 'Anna Nagar',
    city: 'Chennai',
  },
  {
    id: 107,
    title: 'NCERT Class 12 science books full set (Physics, Chemistry, Maths)',
    price: 900,
    category: 'Books+Boards',
    sub_category: 'Books',
    thumbnail: sampleThumb('book', 50),
    featured: false,
    created_on: ago(3 * D),
    area: 'Kothrud',
    city: 'Pune',
  },
  {
    id: 108,
    title: 'Handmade leather office bag',
    price: 2499,
    category: 'Fashion+Jwellery',
    sub_category: 'Bags',
    thumbnail: null,
    featured: true,
    created_on: ago(400 * D),
    area: undefined,
    city: 'Jaipur',
  },
  {
    id: 109,
    title: 'Honda Activa 6G 2022, DLX, pearl white, insurance till 2027',
    price: 68000,
    category: 'Cars+Bikes',
    sub_category: 'Scooters',
    thumbnail: sampleThumb('bike', 190),
    featured: false,
    created_on: ago(2 * D),
    area: 'Navrangpura',
    city: 'Ahmedabad',
  },
  {
    id: 110,
    title: 'Apple iPad 10th generation 64 GB Wi-Fi, blue',
    price: 29990,
    category: 'Mobiles+Tablets',
    sub_category: 'Tablets',
    thumbnail: sampleThumb('phone', 200),
    featured: false,
    created_on: ago(12 * D),
    area: 'Gomti Nagar',
    city: 'Lucknow',
  },
  {
    id: 111,
    title: 'Plot 200 sq yd, gated layout, clear title, DTCP approved',
    price: 4500000,
    category: 'Properties',
    sub_category: 'Lands & Plots',
    thumbnail: sampleThumb('house', 100),
    featured: false,
    created_on: ago(30 * S),
    area: 'Kakkanad',
    city: 'Kochi',
  },
  {
    id: 112,
    title: 'Kids bicycle 16 inch with side wheels',
    price: 3200,
    category: 'Cars+Bikes',
    sub_category: 'Bicycles',
    thumbnail: sampleThumb('bike', 330),
    featured: false,
    created_on: ago(9 * D),
    area: 'Vaishali Nagar',
    city: 'Jaipur',
  },
];
