/**
 * Demo product photos, drawn: a simple object for each kind of ad (a phone, a car, a sofa …) on a
 * soft background with a shadow under it, and no text anywhere (a card crops its picture on a
 * phone, and baked-in words were cut to "ars" and "ikes"). Pure SVG: sharp rasterises it at seed
 * time, so the demo needs no photo files and no fonts.
 */

/** The canvas: 4:3, drawn at the detail width, so it is rasterised at its own size. */
const PHOTO_WIDTH = 960;
const PHOTO_HEIGHT = 720;

/** Looks per kind of ad; each ad picks one by a hash of itself (see `variantOf`). */
export const PHOTO_VARIANTS = 2;

/** Soft backgrounds, light enough for any object colour: top and bottom of a gradient. */
const BACKGROUNDS: [string, string][] = [
  ['#f6efe6', '#e9dccb'],
  ['#eaf1f6', '#d5e1ea'],
  ['#edf5ee', '#d8e8da'],
  ['#f3eef7', '#e2d9ec'],
  ['#f8ede9', '#ecd8cf'],
  ['#f1f1ee', '#dedfd8'],
];
/** Object colours (a body, a cover, a frame), each dark enough to stand off the backgrounds. */
const COLOURS = ['#c0392b', '#1f5f99', '#11806a', '#34495e', '#b9770e', '#7d3c98', '#a04000', '#2e7d32'];

const DARK = '#2b2f36';
const METAL = '#9aa3ad';
const LIGHT = '#fbfbf9';
const GLASS = 'url(#glass)';
const WOOD = '#a0683a';

type Draw = (c: string) => string;

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (w: number, colour: string) => ` stroke="${colour}" stroke-width="${w}" stroke-linecap="round"`;
const wheel = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, DARK) + circle(cx, cy, r * 0.55, METAL) + circle(cx, cy, r * 0.18, DARK);
const thinWheel = (cx: number, cy: number, r: number) => circle(cx, cy, r, 'none', stroke(12, DARK));

const phone: Draw = () =>
  rect(370, 130, 220, 430, 34, DARK) + rect(384, 150, 192, 390, 22, GLASS) + circle(480, 142, 5, '#555');
const tablet: Draw = () => rect(250, 190, 460, 340, 30, DARK) + rect(272, 210, 416, 300, 14, GLASS);
const watch: Draw = (c) =>
  rect(430, 110, 100, 460, 30, c) +
  circle(480, 340, 110, DARK) +
  circle(480, 340, 92, LIGHT) +
  path('M480 340 L480 272 M480 340 L530 362', 'none', stroke(10, DARK)) +
  rect(590, 325, 24, 30, 6, METAL);
const smartWatch: Draw = (c) =>
  rect(430, 110, 100, 460, 30, c) + rect(385, 240, 190, 200, 46, DARK) + rect(405, 260, 150, 160, 30, GLASS);
const headphones: Draw = (c) =>
  path('M330 380 C330 150 630 150 630 380', 'none', stroke(30, DARK)) +
  rect(290, 340, 90, 170, 40, c) +
  rect(580, 340, 90, 170, 40, c);
const car: Draw = (c) =>
  path(
    'M190 470 L200 400 Q215 370 260 362 L340 350 L400 282 Q420 262 460 262 L600 262 Q640 262 665 290 L720 350 L775 365 Q800 372 800 400 L800 470 Z',
    c,
  ) +
  path('M415 300 L460 285 L530 285 L530 350 L370 350 Z M550 285 L600 285 Q625 285 640 302 L680 350 L550 350 Z', GLASS) +
  wheel(320, 475, 62) +
  wheel(670, 475, 62);
const truck: Draw = (c) =>
  rect(170, 200, 410, 260, 10, LIGHT, stroke(6, '#c9c9c9')) +
  path('M600 280 L720 280 L790 370 L790 460 L600 460 Z', c) +
  path('M625 300 L705 300 L755 370 L625 370 Z', GLASS) +
  wheel(280, 475, 55) +
  wheel(690, 475, 55);
const motorbike: Draw = (c) =>
  wheel(300, 460, 85) +
  wheel(680, 460, 85) +
  path('M300 460 L420 360 L560 360 L680 460', 'none', stroke(16, METAL)) +
  path('M390 330 Q480 280 580 330 L560 380 L420 380 Z', c) +
  rect(380, 300, 140, 30, 14, DARK) +
  path('M600 330 L640 250 L690 240', 'none', stroke(14, DARK));
const scooter: Draw = (c) =>
  wheel(310, 480, 60) +
  wheel(660, 480, 60) +
  path('M250 470 Q250 380 340 370 L470 370 L500 440 L620 440 L600 250 L650 240 L700 470 Z', c) +
  rect(300, 330, 170, 36, 16, DARK) +
  path('M600 250 L570 200 M560 200 L650 200', 'none', stroke(14, DARK));
const bicycle: Draw = (c) =>
  thinWheel(300, 440, 105) +
  thinWheel(680, 440, 105) +
  path('M300 440 L420 290 L600 290 L680 440 M420 290 L500 440 L600 290 M500 440 L300 440', 'none', stroke(14, c)) +
  path('M390 260 L450 260 M600 290 L590 230 L640 220', 'none', stroke(14, DARK));
const tyre: Draw = () =>
  circle(480, 350, 200, DARK) +
  circle(480, 350, 120, METAL) +
  circle(480, 350, 40, DARK) +
  path('M480 230 L480 470 M360 350 L600 350 M395 265 L565 435 M565 265 L395 435', 'none', stroke(16, '#7c858f'));

const house: Draw = (c) =>
  path('M250 300 L480 130 L710 300 Z', c) +
  rect(290, 290, 380, 250, 6, LIGHT) +
  rect(440, 400, 80, 140, 6, WOOD) +
  rect(320, 340, 90, 80, 6, GLASS) +
  rect(550, 340, 90, 80, 6, GLASS);
const building: Draw = (c) => {
  let windows = '';
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 4; col++) windows += rect(375 + col * 56, 150 + row * 70, 36, 44, 4, GLASS);
  return rect(350, 120, 260, 430, 8, c) + windows + rect(450, 490, 60, 60, 4, DARK);
};
const shop: Draw = (c) => {
  let stripes = '';
  for (let i = 0; i < 6; i++) stripes += rect(250 + i * 77, 200, 77, 70, 0, i % 2 ? LIGHT : c);
  return (
    rect(270, 260, 420, 290, 6, LIGHT, stroke(6, '#d4d4d4')) +
    stripes +
    rect(310, 320, 200, 150, 6, GLASS) +
    rect(540, 320, 110, 230, 6, DARK)
  );
};
const land: Draw = (c) =>
  path('M150 520 Q330 380 520 460 Q680 520 810 430 L810 560 L150 560 Z', '#6fa35b') +
  path('M520 460 L520 230', 'none', stroke(10, DARK)) +
  path('M520 235 L640 270 L520 305 Z', c) +
  path('M220 500 L220 430 M300 470 L300 400 M380 455 L380 385', 'none', stroke(10, WOOD));

const sofa: Draw = (c) =>
  rect(230, 250, 500, 190, 40, c) +
  rect(190, 330, 90, 190, 30, c) +
  rect(680, 330, 90, 190, 30, c) +
  rect(270, 400, 420, 110, 20, c, ' opacity="0.85"') +
  rect(230, 510, 20, 40, 4, DARK) +
  rect(710, 510, 20, 40, 4, DARK);
const bed: Draw = (c) =>
  rect(180, 230, 60, 320, 10, WOOD) +
  rect(230, 380, 550, 110, 12, LIGHT, stroke(6, '#d5d5d5')) +
  rect(240, 340, 130, 60, 24, LIGHT, stroke(6, '#d5d5d5')) +
  rect(380, 370, 400, 60, 16, c) +
  rect(230, 480, 560, 30, 6, WOOD) +
  rect(760, 330, 40, 220, 10, WOOD);
const chair: Draw = (c) =>
  rect(380, 140, 200, 230, 40, c) +
  rect(370, 370, 220, 60, 24, c) +
  rect(470, 430, 20, 80, 4, DARK) +
  path('M390 540 L480 505 L570 540 M480 505 L480 545', 'none', stroke(14, DARK));
const board: Draw = () =>
  rect(240, 140, 480, 320, 10, METAL) +
  rect(255, 155, 450, 290, 4, LIGHT) +
  path('M300 460 L260 560 M660 460 L700 560', 'none', stroke(14, METAL)) +
  path('M300 230 L520 230 M300 290 L600 290 M300 350 L460 350', 'none', stroke(8, '#c7ccd2'));

const tv: Draw = () =>
  rect(200, 150, 560, 340, 16, DARK) +
  rect(220, 168, 520, 300, 6, GLASS) +
  rect(440, 490, 80, 40, 4, DARK) +
  rect(360, 525, 240, 20, 8, DARK);
const fridge: Draw = (c) =>
  rect(370, 100, 220, 460, 20, c) +
  path('M370 260 L590 260', 'none', stroke(6, '#00000033')) +
  rect(550, 170, 14, 60, 6, LIGHT) +
  rect(550, 300, 14, 90, 6, LIGHT);
const washer: Draw = () =>
  rect(330, 140, 300, 410, 22, LIGHT, stroke(6, '#d0d0d0')) +
  rect(330, 140, 300, 70, 22, '#e4e6e8') +
  circle(480, 370, 110, METAL) +
  circle(480, 370, 85, GLASS) +
  circle(580, 175, 16, DARK);
const ac: Draw = () =>
  rect(190, 230, 580, 180, 40, LIGHT, stroke(6, '#d0d0d0')) +
  path('M230 360 L730 360 M230 385 L730 385', 'none', stroke(6, '#c8ccd0')) +
  circle(720, 270, 8, '#2ecc71');
const microwave: Draw = () =>
  rect(230, 210, 500, 300, 20, DARK) +
  rect(260, 240, 330, 240, 10, GLASS) +
  circle(660, 290, 22, METAL) +
  circle(660, 370, 22, METAL);
const laptop: Draw = () =>
  rect(280, 150, 400, 270, 16, DARK) +
  rect(298, 166, 364, 236, 6, GLASS) +
  path('M220 430 L740 430 L700 480 L260 480 Z', METAL);
const camera: Draw = () =>
  rect(260, 220, 440, 290, 30, DARK) +
  rect(320, 180, 130, 60, 12, DARK) +
  circle(480, 365, 105, METAL) +
  circle(480, 365, 80, DARK) +
  circle(480, 365, 50, GLASS) +
  circle(640, 260, 14, '#f1c40f');
const gamepad: Draw = (c) =>
  path(
    'M300 280 Q480 240 660 280 Q760 300 760 430 Q760 520 690 510 L600 440 L360 440 L270 510 Q200 520 200 430 Q200 300 300 280 Z',
    c,
  ) +
  path('M330 350 L330 410 M300 380 L360 380', 'none', stroke(16, DARK)) +
  circle(610, 355, 16, DARK) +
  circle(650, 395, 16, DARK);

const shirt: Draw = (c) =>
  path(
    'M390 150 L300 190 L220 300 L290 350 L330 300 L330 560 L630 560 L630 300 L670 350 L740 300 L660 190 L570 150 Q480 210 390 150 Z',
    c,
  ) + path('M480 190 L480 560', 'none', stroke(4, '#00000033'));
const kurta: Draw = (c) =>
  path(
    'M410 130 L330 170 L270 330 L325 350 L350 280 L340 570 L620 570 L610 280 L635 350 L690 330 L630 170 L550 130 Q480 180 410 130 Z',
    c,
  ) +
  rect(340, 535, 280, 24, 0, '#e5b842') +
  path('M480 160 L480 260', 'none', stroke(6, '#e5b842'));
const shoe: Draw = (c) =>
  path('M220 470 L220 360 Q260 330 300 350 L420 300 Q460 290 480 320 L560 400 Q720 420 750 470 Z', c) +
  rect(210, 465, 550, 40, 16, LIGHT) +
  path('M400 330 L440 370 M430 315 L470 355', 'none', stroke(8, LIGHT));
const necklace: Draw = () => {
  let beads = '';
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI * (0.1 + (0.8 * i) / 16);
    beads += circle(480 - 230 * Math.cos(a), 170 + 230 * Math.sin(a) * 0.9, 16, '#e5b842');
  }
  return beads + path('M480 400 L530 460 L480 540 L430 460 Z', '#c0392b') + circle(480, 395, 14, '#e5b842');
};
const books: Draw = (c) =>
  rect(280, 430, 400, 70, 8, c) +
  rect(300, 360, 370, 70, 8, '#1f5f99') +
  rect(270, 290, 390, 70, 8, '#b9770e') +
  rect(290, 440, 370, 50, 4, LIGHT, ' opacity="0.9"') +
  rect(280, 370, 380, 50, 4, LIGHT, ' opacity="0.9"');
const guitar: Draw = (c) =>
  rect(462, 100, 36, 190, 8, WOOD) +
  rect(450, 70, 60, 56, 12, DARK) +
  circle(480, 450, 115, c) +
  circle(480, 320, 85, c) +
  circle(480, 390, 34, DARK) +
  rect(440, 470, 80, 16, 6, DARK) +
  path('M472 110 L472 478 M488 110 L488 478', 'none', stroke(2, LIGHT));
const cricket: Draw = () =>
  path('M360 540 L330 250 Q330 220 360 220 L420 220 Q450 220 450 250 L420 540 Z', '#e9d3a5') +
  rect(375, 110, 30, 120, 10, DARK) +
  circle(580, 480, 60, '#c0392b') +
  path('M535 440 Q580 480 625 520', 'none', stroke(4, LIGHT));
const dumbbell: Draw = () =>
  rect(330, 330, 300, 36, 10, METAL) +
  rect(250, 240, 70, 220, 16, DARK) +
  rect(640, 240, 70, 220, 16, DARK) +
  rect(200, 275, 60, 150, 12, DARK) +
  rect(700, 275, 60, 150, 12, DARK);
const dice: Draw = (c) =>
  rect(260, 260, 220, 220, 30, LIGHT, stroke(6, '#d0d0d0')) +
  rect(500, 300, 200, 200, 30, c) +
  [
    [310, 310],
    [370, 370],
    [430, 430],
  ]
    .map(([x, y]) => circle(x!, y!, 18, DARK))
    .join('') +
  [
    [550, 350],
    [650, 350],
    [550, 450],
    [650, 450],
  ]
    .map(([x, y]) => circle(x!, y!, 16, LIGHT))
    .join('');
const pet: Draw = () =>
  path('M330 200 Q290 330 350 380 L390 250 Z M630 200 Q670 330 610 380 L570 250 Z', '#7a4a22') +
  circle(480, 330, 170, '#c48a4a') +
  circle(420, 300, 18, DARK) +
  circle(540, 300, 18, DARK) +
  path('M450 380 Q480 360 510 380 Q480 420 450 380 Z', DARK) +
  path('M480 400 Q480 440 450 450 M480 400 Q480 440 510 450', 'none', stroke(6, DARK));
const thali: Draw = () =>
  `<ellipse cx="480" cy="380" rx="300" ry="150" fill="${METAL}"/>` +
  `<ellipse cx="480" cy="370" rx="270" ry="130" fill="#c4cbd2"/>` +
  `<ellipse cx="370" cy="340" rx="70" ry="35" fill="#e67e22"/>` +
  `<ellipse cx="520" cy="320" rx="70" ry="35" fill="#27ae60"/>` +
  `<ellipse cx="610" cy="390" rx="70" ry="35" fill="#c0392b"/>` +
  `<ellipse cx="430" cy="420" rx="90" ry="40" fill="${LIGHT}"/>`;
const cake: Draw = (c) =>
  rect(300, 340, 360, 170, 20, '#f5e3c3') +
  rect(300, 340, 360, 50, 20, c) +
  rect(360, 240, 240, 110, 16, '#f5e3c3') +
  rect(360, 240, 240, 36, 16, c) +
  [420, 480, 540].map((x) => rect(x - 8, 180, 16, 60, 6, '#f1c40f')).join('') +
  `<ellipse cx="480" cy="515" rx="230" ry="24" fill="${LIGHT}"/>`;
const jar: Draw = (c) =>
  rect(360, 230, 240, 320, 50, GLASS) + rect(380, 300, 200, 230, 40, c) + rect(380, 170, 200, 70, 14, '#c0392b');
const sweets: Draw = () =>
  rect(240, 280, 480, 240, 16, '#e5b842') +
  rect(260, 300, 440, 200, 10, '#f6e7b0') +
  [0, 1, 2, 3]
    .flatMap((i) => [circle(320 + i * 107, 355, 40, '#e67e22'), circle(320 + i * 107, 445, 40, '#f1c40f')])
    .join('');
const gift: Draw = (c) =>
  rect(300, 280, 360, 270, 10, c) +
  rect(280, 230, 400, 70, 10, c) +
  rect(455, 230, 50, 320, 0, '#f1c40f') +
  path('M480 230 Q400 130 380 200 Q390 240 480 230 Q570 240 580 200 Q560 130 480 230 Z', '#f1c40f');
const balloons: Draw = (c) =>
  path('M400 380 Q420 470 470 560 M560 340 Q530 450 480 560 M480 300 Q470 430 475 560', 'none', stroke(4, DARK)) +
  `<ellipse cx="400" cy="300" rx="90" ry="110" fill="${c}"/>` +
  `<ellipse cx="560" cy="260" rx="90" ry="110" fill="#f1c40f"/>` +
  `<ellipse cx="480" cy="200" rx="90" ry="110" fill="#1f5f99"/>`;
const ticket: Draw = (c) =>
  path('M220 230 L740 230 L740 310 A40 40 0 0 0 740 390 L740 470 L220 470 L220 390 A40 40 0 0 0 220 310 Z', c) +
  path('M560 250 L560 450', 'none', stroke(6, LIGHT) + ' stroke-dasharray="14 14"') +
  circle(390, 350, 60, LIGHT, ' opacity="0.35"');
const rings: Draw = () =>
  circle(420, 360, 120, 'none', stroke(30, '#e5b842')) +
  circle(560, 360, 120, 'none', stroke(30, '#d4d8dd')) +
  path('M420 215 L450 245 L420 275 L390 245 Z', '#bde7f5');
const mic: Draw = (c) =>
  rect(420, 130, 120, 200, 60, METAL) +
  path('M390 280 Q390 400 480 400 Q570 400 570 280', 'none', stroke(16, DARK)) +
  rect(470, 400, 20, 110, 4, DARK) +
  rect(390, 510, 180, 24, 12, c);
const crown: Draw = (c) =>
  path('M250 470 L230 230 L360 340 L480 190 L600 340 L730 230 L710 470 Z', '#e5b842') +
  rect(250, 440, 460, 60, 10, c) +
  [230, 480, 730].map((x, i) => circle(x, i === 1 ? 190 : 230, 24, c)).join('');
const capHat: Draw = (c) =>
  path('M480 180 L780 300 L480 420 L180 300 Z', DARK) +
  path('M330 350 L330 450 Q480 520 630 450 L630 350 L480 420 Z', DARK) +
  path('M700 330 L700 460', 'none', stroke(8, c)) +
  circle(700, 470, 18, c);
const briefcase: Draw = (c) =>
  rect(400, 190, 160, 80, 20, 'none', stroke(22, DARK)) +
  rect(240, 250, 480, 300, 26, c) +
  path('M240 360 L720 360', 'none', stroke(6, '#00000040')) +
  rect(455, 340, 50, 44, 8, '#e5b842');

/** The object drawn for each sub-category the demo posts to. */
const BY_SUB: Record<string, Draw> = {
  'mobile-phones': phone,
  tablets: tablet,
  'smart-watches': smartWatch,
  'mobile-accessories': headphones,
  cars: car,
  bikes: motorbike,
  scooters: scooter,
  bicycles: bicycle,
  'commercial-vehicles': truck,
  'spare-parts': tyre,
  'houses-apartments': building,
  'houses-apartments-for-rent': house,
  'pg-guest-houses': building,
  'lands-plots': land,
  'shops-offices': shop,
  'sofas-dining': sofa,
  'beds-wardrobes': bed,
  'office-furniture': chair,
  'whiteboards-notice-boards': board,
  'tvs-video-audio': tv,
  fridges: fridge,
  'washing-machines': washer,
  'acs-coolers': ac,
  'kitchen-appliances': microwave,
  'computers-laptops': laptop,
  'cameras-lenses': camera,
  'games-consoles': gamepad,
  'men-clothing': shirt,
  'sarees-ethnic-wear': kurta,
  footwear: shoe,
  jewellery: necklace,
  watches: watch,
  books: books,
  'textbooks-exam-guides': books,
  'musical-instruments': guitar,
  cricket: cricket,
  'gym-fitness': dumbbell,
  'board-games': dice,
  pets: pet,
  'home-food': thali,
  'bakery-cakes': cake,
  'pickles-spices': jar,
  'sweets-snacks': sweets,
  'gifts-decor': gift,
  'party-supplies': balloons,
  tickets: ticket,
  weddings: rings,
  'event-services': mic,
  'fancy-dresses-costumes': crown,
  'workshops-classes': capHat,
  jobs: briefcase,
};

/** How far a drawing moves down to stand on the ground line (vehicles are drawn around their axles). */
const GROUND: Record<string, number> = { cars: 25, 'commercial-vehicles': 30, bikes: 15, scooters: 20, bicycles: 15 };

/** A sub-category with no drawing of its own gets a gift box: something, never a blank. */
export function hasDrawing(sub: string): boolean {
  return sub in BY_SUB;
}

/** Which of the `PHOTO_VARIANTS` looks an ad gets: the same for the same ad, every seed. */
export function variantOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) % PHOTO_VARIANTS;
}

/**
 * The photo of a kind of ad (`sub`), in look `variant`: the template's index `index` spreads the
 * background and object colours over the kinds, the variant turns and tints it a little.
 */
export function productSvg(sub: string, index: number, variant: number): string {
  const draw = BY_SUB[sub] ?? gift;
  const [top, bottom] = BACKGROUNDS[(index + variant * 2) % BACKGROUNDS.length]!;
  const colour = COLOURS[(index * 3 + variant * 5) % COLOURS.length]!;
  const turn = [-3, 3][variant % 2]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 960 720">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc3dc"/><stop offset="0.5" stop-color="#5d86a8"/><stop offset="1" stop-color="#2f4f6b"/></linearGradient>
</defs>
<rect width="960" height="720" fill="url(#bg)"/>
<rect y="560" width="960" height="160" fill="#000" opacity="0.04"/>
<ellipse cx="480" cy="575" rx="330" ry="42" fill="url(#shadow)"/>
<g transform="rotate(${turn} 480 560) translate(480 ${560 + (GROUND[sub] ?? 0)}) scale(1.1) translate(-480 -560)">${draw(colour)}</g>
</svg>`;
}
