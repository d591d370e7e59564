/**
 * Realistic classified ads for India, generated deterministically from a seed: the demo data of a
 * first start and the benchmark's 100,000 (or 1,000,000) ads come from the same generator.
 */

export type Rng = () => number;

/** mulberry32: small, fast and repeatable. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const between = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
/** A price rounded the way sellers write them (₹42,500, not ₹42,513). */
const roundPrice = (n: number) =>
  n >= 100_000 ? Math.round(n / 5000) * 5000 : n >= 1000 ? Math.round(n / 500) * 500 : Math.round(n / 10) * 10;

interface Made {
  /** The sub-category when the template spans several (jobs). */
  sub?: string;
  title: string;
  price: number;
  data: Record<string, string | number | boolean>;
  description: string;
}
export interface Template {
  category: string;
  sub: string;
  /** Relative frequency. */
  weight: number;
  make: (r: Rng, area: string, year: number) => Made;
}

const CONDITION = [
  'Excellent condition',
  'Very good condition',
  'Good condition',
  'Like new',
  'Lightly used',
  'Well maintained',
];
const CLOSERS = [
  'Price slightly negotiable.',
  'Fixed price, no bargaining please.',
  'Call or chat between 10 am and 8 pm.',
  'Serious buyers only.',
  'Can show it on a video call.',
  'Available for pick-up this weekend.',
];
const describe = (r: Rng, ...lines: string[]) => [...lines, pick(r, CLOSERS)].join(' ');

const PHONES: [brand: string, model: string, min: number, max: number][] = [
  ['Apple', 'iPhone 11', 22000, 32000],
  ['Apple', 'iPhone 12', 30000, 42000],
  ['Apple', 'iPhone 13', 38000, 52000],
  ['Apple', 'iPhone 14 Pro', 70000, 95000],
  ['Apple', 'iPhone 15', 60000, 72000],
  ['Samsung', 'Galaxy S21 FE', 18000, 28000],
  ['Samsung', 'Galaxy S23', 42000, 58000],
  ['Samsung', 'Galaxy M32', 7000, 11000],
  ['Samsung', 'Galaxy A52', 12000, 17000],
  ['Redmi', 'Note 10 Pro', 8000, 12000],
  ['Redmi', 'Note 12 Pro 5G', 13000, 19000],
  ['OnePlus', 'Nord CE 2', 10000, 15000],
  ['OnePlus', '9R', 16000, 22000],
  ['OnePlus', '11R', 25000, 32000],
  ['Vivo', 'Y20', 5000, 8000],
  ['Vivo', 'V27 Pro', 20000, 28000],
  ['Oppo', 'Reno 8', 15000, 21000],
  ['Realme', 'Narzo 50', 6000, 9000],
  ['Realme', '11 Pro+', 17000, 23000],
  ['Motorola', 'Edge 40', 18000, 24000],
  ['Google', 'Pixel 7a', 22000, 30000],
  ['Nothing', 'Phone (2)', 25000, 33000],
  ['Poco', 'X5 Pro', 12000, 16000],
  ['Nokia', 'G21', 5000, 7500],
];
const STORAGE = ['64 GB', '128 GB', '128 GB', '256 GB'];
const COLOURS = ['black', 'blue', 'white', 'green', 'purple', 'silver', 'midnight'];

const CARS: [brand: string, model: string, min: number, max: number, fuels: string[]][] = [
  ['Maruti Suzuki', 'Swift VXI', 280000, 650000, ['Petrol', 'CNG']],
  ['Maruti Suzuki', 'Baleno Delta', 450000, 780000, ['Petrol']],
  ['Maruti Suzuki', 'Alto 800 LXI', 150000, 320000, ['Petrol', 'CNG']],
  ['Maruti Suzuki', 'WagonR VXI', 220000, 480000, ['Petrol', 'CNG']],
  ['Maruti Suzuki', 'Ertiga ZXI', 600000, 1050000, ['Petrol', 'CNG']],
  ['Hyundai', 'i20 Asta', 420000, 850000, ['Petrol', 'Diesel']],
  ['Hyundai', 'Creta SX', 800000, 1550000, ['Petrol', 'Diesel']],
  ['Hyundai', 'Verna SX', 550000, 1100000, ['Petrol', 'Diesel']],
  ['Honda', 'City ZX', 450000, 1150000, ['Petrol']],
  ['Honda', 'Amaze VX', 380000, 720000, ['Petrol', 'Diesel']],
  ['Tata', 'Nexon XZ+', 650000, 1150000, ['Petrol', 'Diesel', 'Electric']],
  ['Tata', 'Tiago XT', 320000, 560000, ['Petrol', 'CNG']],
  ['Mahindra', 'XUV500 W10', 700000, 1350000, ['Diesel']],
  ['Mahindra', 'Scorpio S11', 750000, 1450000, ['Diesel']],
  ['Mahindra', 'Thar LX', 1100000, 1600000, ['Petrol', 'Diesel']],
  ['Toyota', 'Innova Crysta 2.4 VX', 1300000, 2200000, ['Diesel']],
  ['Kia', 'Seltos HTX', 900000, 1500000, ['Petrol', 'Diesel']],
];
const BIKES: [brand: string, model: string, min: number, max: number][] = [
  ['Royal Enfield', 'Classic 350', 110000, 185000],
  ['Royal Enfield', 'Bullet 350', 90000, 160000],
  ['Bajaj', 'Pulsar 150', 45000, 85000],
  ['Bajaj', 'Pulsar NS200', 70000, 115000],
  ['Hero', 'Splendor Plus', 30000, 58000],
  ['TVS', 'Apache RTR 160 4V', 65000, 105000],
  ['Yamaha', 'FZ-S V3', 60000, 95000],
  ['Yamaha', 'R15 V4', 110000, 160000],
  ['KTM', 'Duke 200', 90000, 150000],
  ['Honda', 'Shine 125', 40000, 68000],
];
const SCOOTERS: [brand: string, model: string, min: number, max: number, fuel: string][] = [
  ['Honda', 'Activa 6G', 45000, 68000, 'Petrol'],
  ['TVS', 'Jupiter ZX', 40000, 62000, 'Petrol'],
  ['Suzuki', 'Access 125', 45000, 70000, 'Petrol'],
  ['Ola', 'S1 Pro', 65000, 105000, 'Electric'],
  ['Ather', '450X', 75000, 115000, 'Electric'],
  ['TVS', 'iQube', 70000, 98000, 'Electric'],
];
const OWNERS = ['1st', '1st', '1st', '2nd', '2nd', '3rd', '4th+'];

interface Simple {
  category: string;
  sub: string;
  items: [title: string, min: number, max: number][];
  lines: string[];
  weight?: number;
}

/** Categories whose details are free: a title list with price ranges and a few honest lines. */
const SIMPLE: Simple[] = [
  {
    category: 'Mobiles+Tablets',
    sub: 'tablets',
    items: [
      ['Apple iPad 9th Gen 64 GB Wi-Fi', 18000, 24000],
      ['Samsung Galaxy Tab A8 LTE', 11000, 15000],
      ['Lenovo Tab M10 HD', 7000, 10000],
      ['Apple iPad Air M1 256 GB', 38000, 48000],
    ],
    lines: ['Screen guard since day one, no scratches.', 'Charger and cover included.'],
  },
  {
    category: 'Mobiles+Tablets',
    sub: 'mobile-accessories',
    items: [
      ['boAt Airdopes 141 earbuds', 600, 1000],
      ['Mi 20000 mAh power bank', 900, 1400],
      ['Samsung 25W fast charger, original', 600, 900],
      ['Apple AirPods Pro (2nd gen)', 14000, 18000],
    ],
    lines: ['Original, with bill.', 'Works perfectly.'],
  },
  {
    category: 'Mobiles+Tablets',
    sub: 'smart-watches',
    items: [
      ['Apple Watch Series 7 45 mm', 17000, 23000],
      ['Noise ColorFit Pro 4', 1500, 2500],
      ['Samsung Galaxy Watch 5', 11000, 15000],
      ['Amazfit GTS 2 Mini', 2500, 3800],
    ],
    lines: ['Battery lasts days.', 'Strap and charger included.'],
  },
  {
    category: 'Cars+Bikes',
    sub: 'bicycles',
    items: [
      ['Hero Sprint 26T gear cycle', 4500, 8000],
      ['Firefox Bad Attitude 8 speed', 9000, 15000],
      ['Btwin Rockrider ST 100', 8000, 12000],
      ['Kids cycle 16 inch with side wheels', 1500, 3000],
    ],
    lines: ['Tyres recently changed.', 'Serviced last month.'],
  },
  {
    category: 'Cars+Bikes',
    sub: 'commercial-vehicles',
    items: [
      ['Tata Ace Gold mini truck', 250000, 420000],
      ['Mahindra Bolero Pickup', 450000, 700000],
      ['Ashok Leyland Dost Plus', 380000, 560000],
      ['Piaggio Ape auto rickshaw', 90000, 160000],
    ],
    lines: ['All papers clear, permit valid.', 'Running daily, no major work needed.'],
  },
  {
    category: 'Cars+Bikes',
    sub: 'spare-parts',
    items: [
      ['Alloy wheels 15 inch set of 4', 12000, 22000],
      ['Royal Enfield original silencer', 2500, 4500],
      ['Car touchscreen stereo with camera', 3500, 7000],
      ['MRF tyres 185/65 R15 pair', 5000, 8000],
    ],
    lines: ['Removed from a running vehicle.', 'Fitting can be arranged.'],
  },
  {
    category: 'Electronics+Appliances',
    sub: 'tvs-video-audio',
    items: [
      ['Samsung 43 inch 4K smart TV', 18000, 26000],
      ['LG 32 inch HD LED TV', 8000, 12000],
      ['Sony Bravia 55 inch 4K Google TV', 40000, 55000],
      ['JBL soundbar with subwoofer', 9000, 15000],
      ['Mi TV 5X 50 inch', 22000, 30000],
    ],
    lines: ['Wall mount and remote included.', 'No dead pixels.'],
    weight: 2,
  },
  {
    category: 'Electronics+Appliances',
    sub: 'computers-laptops',
    items: [
      ['Dell Inspiron 15 i5 11th gen 8 GB 512 GB SSD', 32000, 42000],
      ['HP Pavilion 14 Ryzen 5', 30000, 40000],
      ['Lenovo ThinkPad E14 i5', 28000, 38000],
      ['Apple MacBook Air M1 8 GB 256 GB', 48000, 60000],
      ['Asus TUF gaming laptop RTX 3050', 45000, 58000],
    ],
    lines: ['Battery backup 4 to 5 hours.', 'Original charger, bag free.'],
    weight: 2,
  },
  {
    category: 'Electronics+Appliances',
    sub: 'cameras-lenses',
    items: [
      ['Canon EOS 1500D with 18-55 mm kit lens', 22000, 30000],
      ['Nikon D5600 with two lenses', 35000, 45000],
      ['Sony Alpha a6400 body', 50000, 62000],
      ['GoPro Hero 10 Black', 22000, 28000],
    ],
    lines: ['Shutter count low.', 'Bag, strap and memory card included.'],
  },
  {
    category: 'Electronics+Appliances',
    sub: 'fridges',
    items: [
      ['LG 260 L double door fridge', 14000, 20000],
      ['Whirlpool 190 L single door fridge', 7000, 10000],
      ['Samsung 324 L convertible fridge', 20000, 27000],
    ],
    lines: ['Cooling perfect, no gas refill needed.', 'Moving out, must sell.'],
  },
  {
    category: 'Electronics+Appliances',
    sub: 'washing-machines',
    items: [
      ['IFB 6 kg front load washing machine', 12000, 17000],
      ['Samsung 7 kg top load fully automatic', 9000, 13000],
      ['Whirlpool 7.5 kg semi automatic', 5000, 7500],
    ],
    lines: ['Works perfectly, no noise.', 'Installation stand included.'],
  },
  {
    category: 'Electronics+Appliances',
    sub: 'acs-coolers',
    items: [
      ['Voltas 1.5 ton 3 star split AC', 18000, 25000],
      ['Daikin 1 ton inverter split AC', 20000, 27000],
      ['Symphony desert air cooler 70 L', 5000, 8000],
    ],
    lines: ['Serviced before summer.', 'Copper piping included.'],
  },
  {
    category: 'Electronics+Appliances',
    sub: 'games-consoles',
    items: [
      ['Sony PlayStation 5 disc edition', 38000, 45000],
      ['Xbox Series S 512 GB', 22000, 27000],
      ['Nintendo Switch OLED', 24000, 29000],
    ],
    lines: ['Two controllers and three games.', 'Under warranty.'],
  },
  {
    category: 'Electronics+Appliances',
    sub: 'kitchen-appliances',
    items: [
      ['Prestige 750 W mixer grinder', 1800, 3000],
      ['IFB 25 L convection microwave', 6000, 9000],
      ['Kent RO water purifier', 5000, 8000],
      ['Philips air fryer', 4000, 6500],
    ],
    lines: ['Barely used.', 'All jars and accessories included.'],
  },
  {
    category: 'Properties',
    sub: 'lands-plots',
    items: [
      ['200 sq yd residential plot, DTCP approved', 1500000, 6000000],
      ['1 acre farm land with borewell', 2500000, 9000000],
      ['Corner plot 30x40 with clear title', 2000000, 8000000],
    ],
    lines: ['Clear title, ready for registration.', 'Road access on two sides.'],
  },
  {
    category: 'Properties',
    sub: 'shops-offices',
    items: [
      ['Ground floor shop 250 sq ft on main road', 2500000, 9000000],
      ['Furnished office 800 sq ft', 4500000, 15000000],
    ],
    lines: ['High footfall area.', 'Parking available.'],
  },
  {
    category: 'Properties',
    sub: 'pg-guest-houses',
    items: [
      ['PG for working men, food included', 6000, 12000],
      ['Girls PG near metro, twin sharing', 7000, 14000],
      ['Single room with attached bath for students', 5000, 9000],
    ],
    lines: ['Wi-Fi, washing machine and housekeeping.', 'Two months deposit.'],
  },
  {
    category: 'Fashion+Jwellery',
    sub: 'sarees-ethnic-wear',
    items: [
      ['Banarasi silk saree, worn once', 3000, 9000],
      ['Kanjeevaram pure silk saree', 8000, 25000],
      ['Designer lehenga for wedding', 6000, 20000],
      ["Men's sherwani with stole, size 40", 4000, 9000],
    ],
    lines: ['Dry cleaned, ready to wear.', 'Original bill available.'],
    weight: 2,
  },
  {
    category: 'Fashion+Jwellery',
    sub: 'footwear',
    items: [
      ['Nike Air Zoom running shoes size 9', 3000, 5000],
      ['Woodland leather boots size 8', 2000, 3500],
      ['Bata formal shoes size 10', 900, 1600],
    ],
    lines: ['Worn a few times.', 'Box available.'],
  },
  {
    category: 'Fashion+Jwellery',
    sub: 'jewellery',
    items: [
      ['Gold plated temple necklace set', 1500, 4000],
      ['Silver anklets pair, 925 hallmark', 2500, 5000],
      ['Kundan bridal jewellery set', 5000, 15000],
    ],
    lines: ['Comes with box.', 'Can verify at any jeweller.'],
  },
  {
    category: 'Fashion+Jwellery',
    sub: 'watches',
    items: [
      ['Titan Raga analog watch for women', 3000, 6000],
      ['Fossil chronograph watch for men', 5000, 9000],
      ['Casio G-Shock GA-2100', 5500, 8000],
    ],
    lines: ['Original, with warranty card.', 'Battery recently replaced.'],
  },
  {
    category: 'Fashion+Jwellery',
    sub: 'men-clothing',
    items: [
      ["Levi's 511 jeans size 32, pack of 2", 1200, 2200],
      ['Raymond suit 3 piece, size 40', 4000, 8000],
      ['Winter jacket, Allen Solly, L', 1500, 3000],
    ],
    lines: ['Washed and ironed.', 'Too small for me now.'],
  },
  {
    category: 'Fancy',
    sub: 'fancy-dresses-costumes',
    items: [
      ['Krishna costume for kids, 4 to 6 years', 400, 900],
      ['Superhero costume set for school function', 500, 1200],
      ['Freedom fighter dress for Independence Day', 400, 800],
    ],
    lines: ['Used once for a school function.', 'Accessories included.'],
  },
  {
    category: 'Fancy',
    sub: 'gifts-decor',
    items: [
      ['Handmade clay diya set of 24', 300, 700],
      ['Brass Ganesha idol 8 inch', 1500, 3500],
      ['Warli painting on canvas', 1200, 3000],
    ],
    lines: ['Made by local artisans.', 'Bulk orders welcome.'],
  },
  {
    category: 'Fancy',
    sub: 'party-supplies',
    items: [
      ['Birthday decoration kit with balloons and lights', 500, 1200],
      ['Rangoli colours set of 10', 200, 500],
    ],
    lines: ['Delivery in the city.', 'Fresh stock.'],
  },
  {
    category: 'Food+Recipies',
    sub: 'home-food',
    items: [
      ['Veg tiffin service, lunch and dinner', 2500, 4500],
      ['Homemade Gujarati thali delivery', 120, 220],
      ['South Indian breakfast tiffin, monthly', 1800, 3000],
    ],
    lines: ['Hygienic home kitchen.', 'Free delivery within 3 km.'],
    weight: 2,
  },
  {
    category: 'Food+Recipies',
    sub: 'pickles-spices',
    items: [
      ['Homemade mango pickle 1 kg', 300, 550],
      ['Andhra gongura pickle 500 g', 250, 400],
      ['Kashmiri red chilli powder 1 kg', 400, 700],
    ],
    lines: ['No preservatives.', 'Made in small batches.'],
  },
  {
    category: 'Food+Recipies',
    sub: 'sweets-snacks',
    items: [
      ['Kaju katli 1 kg, pure ghee', 800, 1200],
      ['Diwali namkeen hamper', 600, 1200],
      ['Homemade besan laddoo 1 kg', 500, 800],
    ],
    lines: ['Orders two days in advance.', 'Festival orders open.'],
  },
  {
    category: 'Food+Recipies',
    sub: 'bakery-cakes',
    items: [
      ['Custom birthday cakes, eggless', 600, 2500],
      ['Homemade brownies box of 12', 450, 800],
    ],
    lines: ['Eggless options available.', 'Order a day before.'],
  },
  {
    category: 'Furniture',
    sub: 'sofas-dining',
    items: [
      ['3 seater fabric sofa', 8000, 18000],
      ['L shaped sofa with cushions', 15000, 32000],
      ['6 seater sheesham wood dining table', 14000, 30000],
      ['Teak wood sofa set 5 seater', 20000, 45000],
    ],
    lines: ['No stains or tears.', 'Buyer arranges transport.'],
    weight: 2,
  },
  {
    category: 'Furniture',
    sub: 'beds-wardrobes',
    items: [
      ['Queen size bed with storage and mattress', 12000, 25000],
      ['Godrej steel almirah 2 door', 6000, 11000],
      ['Single bed with Sleepwell mattress', 5000, 9000],
      ['Sliding door wardrobe 3 door', 12000, 22000],
    ],
    lines: ['Solid wood.', 'Dismantled for easy transport.'],
    weight: 2,
  },
  {
    category: 'Furniture',
    sub: 'office-furniture',
    items: [
      ['Ergonomic office chair with headrest', 3500, 7000],
      ['Study table with bookshelf', 2500, 6000],
      ['Office workstation for 4', 15000, 30000],
    ],
    lines: ['Work-from-home setup, barely used.', 'Height adjustable.'],
  },
  {
    category: 'Books+Boards',
    sub: 'textbooks-exam-guides',
    items: [
      ['NCERT class 10 books full set', 600, 1200],
      ['UPSC prelims books set with notes', 1500, 3500],
      ['JEE Main and Advanced guide set', 1200, 2800],
      ['NEET biology and chemistry set', 1200, 2500],
    ],
    lines: ['Some highlighting, pages intact.', 'Latest edition.'],
    weight: 2,
  },
  {
    category: 'Books+Boards',
    sub: 'books',
    items: [
      ['Harry Potter box set, 7 books', 1800, 3000],
      ['Premchand stories collection, Hindi', 250, 500],
      ['Chetan Bhagat novels set of 6', 600, 1100],
    ],
    lines: ['Good condition.', 'Cash on pick-up.'],
  },
  {
    category: 'Books+Boards',
    sub: 'board-games',
    items: [
      ['Wooden chess board with pieces', 600, 1500],
      ['Carrom board full size with coins', 1500, 3500],
      ['Monopoly India edition', 500, 900],
    ],
    lines: ['All pieces present.', 'Great for family time.'],
  },
  {
    category: 'Books+Boards',
    sub: 'whiteboards-notice-boards',
    items: [
      ['Whiteboard 4 x 3 ft with stand', 1500, 3000],
      ['Cork notice board 2 x 3 ft', 500, 1000],
    ],
    lines: ['Ideal for tuition classes.', 'Marker and duster free.'],
  },
  {
    category: 'Hobby+Sports',
    sub: 'musical-instruments',
    items: [
      ['Yamaha F310 acoustic guitar', 5000, 8000],
      ['Casio CT-S300 keyboard 61 keys', 6000, 9500],
      ['Tabla set with cover', 4000, 9000],
      ['Harmonium 3 octave, scale changer', 8000, 16000],
    ],
    lines: ['Comes with bag.', 'Tuned and ready to play.'],
    weight: 2,
  },
  {
    category: 'Hobby+Sports',
    sub: 'cricket',
    items: [
      ['SG English willow cricket bat', 4000, 9000],
      ['Full cricket kit with pads and helmet', 4500, 9000],
      ['SS Kashmir willow bat', 1200, 2500],
    ],
    lines: ['Knocked in and oiled.', 'Used for one season.'],
  },
  {
    category: 'Hobby+Sports',
    sub: 'gym-fitness',
    items: [
      ['Motorised treadmill 2 HP', 15000, 30000],
      ['Dumbbells set 20 kg with rod', 1500, 3000],
      ['Cosco exercise cycle', 5000, 9000],
    ],
    lines: ['Works perfectly.', 'Buyer to pick up.'],
  },
  {
    category: 'Hobby+Sports',
    sub: 'pets',
    items: [
      ['Labrador puppies, vaccinated', 8000, 18000],
      ['Persian kittens, litter trained', 6000, 15000],
      ['Aquarium 3 ft with filter and fish', 3000, 7000],
    ],
    lines: ['Healthy and playful.', 'Vaccination records available.'],
  },
  {
    category: 'Events',
    sub: 'weddings',
    items: [
      ['Wedding photographer and videographer', 25000, 120000],
      ['Mehendi artist for bridal and guests', 3000, 15000],
      ['Wedding decorator, stage and mandap', 30000, 150000],
    ],
    lines: ['Portfolio on request.', 'Booking open for the wedding season.'],
    weight: 2,
  },
  {
    category: 'Events',
    sub: 'event-services',
    items: [
      ['DJ with sound and lights for parties', 8000, 25000],
      ['Catering for 100 guests, veg', 25000, 60000],
      ['Magic show for kids birthday', 3000, 8000],
    ],
    lines: ['Available on weekends.', 'Advance to confirm the date.'],
  },
  {
    category: 'Events',
    sub: 'workshops-classes',
    items: [
      ['Bharatanatyam classes for kids', 1000, 2500],
      ['Spoken English weekend batch', 2000, 5000],
      ['Pottery workshop, one day', 800, 2000],
    ],
    lines: ['Small batches.', 'First class free.'],
  },
  {
    category: 'Events',
    sub: 'tickets',
    items: [
      ['IPL match tickets, 2 seats', 3000, 12000],
      ['Comedy show tickets, pair', 1000, 3000],
    ],
    lines: ['Genuine tickets, transfer on app.', 'Cannot attend, selling at cost.'],
  },
];

const JOBS: [sub: string, title: string, min: number, max: number][] = [
  ['delivery-collection', 'Delivery executive with own bike', 15000, 25000],
  ['it-software', 'Java developer, 2 to 4 years', 40000, 90000],
  ['it-software', 'React front-end developer', 35000, 80000],
  ['sales', 'Field sales executive, FMCG', 15000, 28000],
  ['data-entry-back-office', 'Telecaller, Hindi and English', 12000, 20000],
  ['accountant', 'Accountant with Tally and GST', 18000, 35000],
  ['driver', 'Driver for Innova, day shift', 16000, 24000],
  ['cook', 'Cook for a family of four', 12000, 20000],
  ['teacher', 'Maths teacher for classes 8 to 10', 18000, 35000],
  ['office-assistant', 'Office assistant, graduate fresher', 12000, 18000],
  ['part-time', 'Part-time content writer, Hindi', 8000, 15000],
  ['marketing', 'Digital marketing executive', 20000, 40000],
];

const HOUSE_TYPES = ['Apartment', 'Apartment', 'Independent House', 'Villa', 'Builder Floor'] as const;

export const TEMPLATES: Template[] = [
  {
    category: 'Mobiles+Tablets',
    sub: 'mobile-phones',
    weight: 8,
    make: (r) => {
      const [brand, model, min, max] = pick(r, PHONES);
      const age = pick(r, ['6 months', '1 year', '1.5 years', '2 years']);
      return {
        title: `${brand} ${model} ${pick(r, STORAGE)} ${pick(r, COLOURS)}`,
        price: roundPrice(between(r, min, max)),
        data: { brand },
        description: describe(
          r,
          `${pick(r, CONDITION)}, ${age} old.`,
          pick(r, ['Bill and box available.', 'Only the phone and charger.', 'Battery health above 85%.']),
        ),
      };
    },
  },
  {
    category: 'Cars+Bikes',
    sub: 'cars',
    weight: 6,
    make: (r, _area, year) => {
      const [brand, model, min, max, fuels] = pick(r, CARS);
      const y = between(r, year - 12, year);
      const fuel = pick(r, fuels);
      const km = between(r, (year - y) * 6000 + 3000, (year - y) * 14000 + 8000);
      const price = roundPrice(max - ((max - min) * (year - y)) / 12);
      return {
        title: `${brand} ${model} ${y} ${fuel}`,
        price,
        data: {
          brand,
          year: y,
          mileage: Math.round(km / 100) * 100,
          fuel,
          transition: r() < 0.8 ? 'Manual' : 'Automatic',
          owner: pick(r, OWNERS),
        },
        description: describe(
          r,
          `${pick(r, CONDITION)}, ${Math.round(km / 1000)}k km driven.`,
          pick(r, ['Insurance valid.', 'All service records at the dealer.', 'New tyres.']),
        ),
      };
    },
  },
  {
    category: 'Cars+Bikes',
    sub: 'bikes',
    weight: 5,
    make: (r, _area, year) => {
      const [brand, model, min, max] = pick(r, BIKES);
      const y = between(r, year - 10, year);
      return {
        title: `${brand} ${model} ${y}`,
        price: roundPrice(max - ((max - min) * (year - y)) / 10),
        data: {
          brand,
          year: y,
          mileage: between(r, 2, 60) * 1000,
          fuel: 'Petrol',
          transition: 'Manual',
          owner: pick(r, OWNERS),
        },
        description: describe(
          r,
          `${pick(r, CONDITION)}.`,
          pick(r, ['Single owner, all papers clear.', 'Recently serviced.', 'Original number plate.']),
        ),
      };
    },
  },
  {
    category: 'Cars+Bikes',
    sub: 'scooters',
    weight: 4,
    make: (r, _area, year) => {
      const [brand, model, min, max, fuel] = pick(r, SCOOTERS);
      const y = between(r, year - 6, year);
      return {
        title: `${brand} ${model} ${y}`,
        price: roundPrice(max - ((max - min) * (year - y)) / 6),
        data: {
          brand,
          year: y,
          mileage: between(r, 1, 40) * 1000,
          fuel,
          transition: 'Automatic',
          owner: pick(r, OWNERS),
        },
        description: describe(r, `${pick(r, CONDITION)}.`, 'Used for office commute only.'),
      };
    },
  },
  {
    category: 'Properties',
    sub: 'houses-apartments',
    weight: 4,
    make: (r, area) => {
      const bedrooms = between(r, 1, 4);
      const type = pick(r, HOUSE_TYPES);
      const sqft = bedrooms * between(r, 400, 650);
      return {
        title: `${bedrooms} BHK ${type === 'Apartment' ? 'flat' : type.toLowerCase()} for sale in ${area}`,
        price: roundPrice(sqft * between(r, 4500, 14000)),
        data: {
          building_type: type,
          bedrooms,
          bathrooms: Math.max(1, bedrooms - (r() < 0.5 ? 1 : 0)),
          furnished: r() < 0.4,
          building_status: pick(r, ['Ready to Move', 'Ready to Move', 'Under Construction', 'New Launch']),
          owner: pick(r, ['Owner', 'Owner', 'Dealer', 'Builder']),
          area: sqft,
        },
        description: describe(
          r,
          `${sqft} sq ft, ${pick(r, ['east facing', 'north facing', 'corner unit'])}.`,
          pick(r, [
            'Covered parking, lift and power backup.',
            'Close to school and market.',
            'Gated society with security.',
          ]),
        ),
      };
    },
  },
  {
    category: 'Properties',
    sub: 'houses-apartments-for-rent',
    weight: 4,
    make: (r, area) => {
      const bedrooms = between(r, 1, 3);
      const furnished = r() < 0.5;
      return {
        title: `${bedrooms} BHK ${furnished ? 'furnished' : 'semi-furnished'} flat for rent in ${area}`,
        price: roundPrice(bedrooms * between(r, 6000, 18000)),
        data: {
          building_type: 'Apartment',
          bedrooms,
          bathrooms: bedrooms,
          furnished,
          building_status: 'Ready to Move',
          owner: r() < 0.7 ? 'Owner' : 'Dealer',
          area: bedrooms * 550,
        },
        description: describe(r, 'Family or working professionals preferred.', 'Two months deposit.'),
      };
    },
  },
  {
    category: 'Jobs',
    sub: 'jobs',
    weight: 4,
    make: (r) => {
      const [sub, title, min, max] = pick(r, JOBS);
      const income = roundPrice(between(r, min, max));
      return {
        title,
        price: 0,
        sub,
        data: { income_to: income, income_type: 'Monthly' },
        description: describe(
          r,
          `Salary up to ₹${income.toLocaleString('en-IN')} a month.`,
          pick(r, ['Immediate joining.', 'Freshers can apply.', 'Walk-in interview Monday to Saturday.']),
        ),
      };
    },
  },
  ...SIMPLE.map((s): Template => ({
    category: s.category,
    sub: s.sub,
    weight: s.weight ?? 1,
    make: (r) => {
      const [title, min, max] = pick(r, s.items);
      return {
        title,
        price: roundPrice(between(r, min, max)),
        data: {},
        description: describe(r, `${pick(r, CONDITION)}.`, pick(r, s.lines)),
      };
    },
  })),
];

/** Jobs' sub-category comes from the role picked; everything else from the template. */
const subOf = (t: Template, made: Made) => made.sub ?? t.sub;

/** Localities of the popular cities (fallback: sectors). Keys: city names in lower case, ASCII. */
const AREAS: Record<string, string[]> = {
  mumbai: [
    'Andheri West',
    'Bandra West',
    'Powai',
    'Borivali East',
    'Goregaon',
    'Malad West',
    'Dadar',
    'Chembur',
    'Thane West',
    'Kandivali',
  ],
  delhi: [
    'Dwarka',
    'Rohini',
    'Lajpat Nagar',
    'Karol Bagh',
    'Saket',
    'Janakpuri',
    'Mayur Vihar',
    'Pitampura',
    'Vasant Kunj',
    'Laxmi Nagar',
  ],
  'new delhi': ['Connaught Place', 'Saket', 'Dwarka', 'Vasant Kunj', 'Lajpat Nagar'],
  bengaluru: [
    'Koramangala',
    'Indiranagar',
    'Whitefield',
    'HSR Layout',
    'Jayanagar',
    'Marathahalli',
    'Electronic City',
    'Yelahanka',
    'BTM Layout',
    'Hebbal',
  ],
  kolkata: ['Salt Lake', 'New Town', 'Ballygunge', 'Behala', 'Dum Dum', 'Garia', 'Park Street', 'Howrah'],
  chennai: ['T Nagar', 'Anna Nagar', 'Velachery', 'Adyar', 'Tambaram', 'Porur', 'Mylapore', 'OMR'],
  ahmedabad: ['Satellite', 'Navrangpura', 'Bopal', 'Maninagar', 'Vastrapur', 'Chandkheda', 'Gota'],
  hyderabad: [
    'Gachibowli',
    'Madhapur',
    'Kukatpally',
    'Banjara Hills',
    'Secunderabad',
    'Kondapur',
    'Miyapur',
    'LB Nagar',
  ],
  pune: ['Kothrud', 'Hinjewadi', 'Baner', 'Wakad', 'Viman Nagar', 'Hadapsar', 'Aundh', 'Pimpri'],
  surat: ['Adajan', 'Vesu', 'Varachha', 'Katargam', 'Athwa', 'Piplod'],
  kanpur: ['Swaroop Nagar', 'Kidwai Nagar', 'Kakadeo', 'Civil Lines', 'Govind Nagar'],
  jaipur: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'C Scheme', 'Raja Park', 'Jagatpura'],
  lucknow: ['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Indira Nagar', 'Alambagh'],
  'navi mumbai': ['Vashi', 'Kharghar', 'Nerul', 'Belapur', 'Airoli'],
  nagpur: ['Dharampeth', 'Sitabuldi', 'Manish Nagar', 'Sadar'],
};
const areasOf = (city: string) =>
  AREAS[
    city
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  ] ?? ['Sector 1', 'Sector 5', 'Civil Lines', 'Station Road', 'Main Bazaar'];

export interface City {
  name: string;
  state: string;
  lat: number;
  lng: number;
}
export interface GeneratedAd extends Made {
  category: string;
  sub: string;
  city: string;
  state: string;
  area: string;
  lat: number;
  lng: number;
  /** How long ago it was posted, in seconds (spread over the last 29 days). */
  ageSeconds: number;
  featured: boolean;
  template: number;
}

/** `n` ads spread over `cities` (weighted to the first ones) and every template. */
export function* generateAds(n: number, cities: readonly City[], seed = 42, year = 2026): Generator<GeneratedAd> {
  const r = rng(seed);
  const total = TEMPLATES.reduce((s, t) => s + t.weight, 0);
  for (let i = 0; i < n; i++) {
    let x = r() * total;
    let ti = 0;
    while (x >= TEMPLATES[ti]!.weight) x -= TEMPLATES[ti++]!.weight;
    const t = TEMPLATES[ti]!;
    // Bigger cities get more ads: a gentle skew towards the front of the list.
    const city = cities[Math.floor(Math.pow(r(), 1.4) * cities.length)]!;
    const areas = areasOf(city.name);
    const area = pick(r, areas);
    const made = t.make(r, area, year);
    const { sub: _sub, ...rest } = made;
    yield {
      ...rest,
      category: t.category,
      sub: subOf(t, made),
      city: city.name,
      state: city.state,
      area,
      lat: Math.round((city.lat + (r() - 0.5) * 0.16) * 1e5) / 1e5,
      lng: Math.round((city.lng + (r() - 0.5) * 0.16) * 1e5) / 1e5,
      ageSeconds: Math.floor(r() * 29 * 24 * 3600),
      featured: r() < 0.02,
      template: ti,
    };
  }
}
