/**
 * Price bands, `[from, below)` in rupees, each with a word index of its own (migration 0017, whose
 * index conditions are these same literals). A word search by price with more matches than the
 * count cap reads them a band at a time and stops at the band that fills the page.
 */
export const PRICE_BANDS = [
  [null, 200],
  [200, 1000],
  [1000, 3000],
  [3000, 7000],
  [7000, 15000],
  [15000, 30000],
  [30000, 70000],
  [70000, 200000],
  [200000, 1000000],
  [1000000, null],
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const inBand = ([from, below]: PriceBand) => [
  ...(from === null ? [] : [`a.price >= ${from}`]),
  ...(below === null ? [] : [`a.price < ${below}`]),
];
