import { describe, expect, test } from 'vitest';
import { paiseToRupeesText, parseRupees } from './rupees';

describe('parseRupees', () => {
  test.each([
    ['500', 50_000],
    ['99.5', 9_950],
    ['99.50', 9_950],
    ['0.29', 29],
    ['100.', 10_000],
    ['1,000', 100_000],
    [' ₹ 2,500.75 ', 250_075],
    ['50000', 5_000_000],
  ])('%j → %d paise', (text, paise) => {
    expect(parseRupees(text)).toBe(paise);
  });

  test.each([[''], ['abc'], ['12.345'], ['-5'], ['1e3'], ['.5'], ['5..0'], ['9'.repeat(20)]])(
    '%j is refused',
    (text) => {
      expect(parseRupees(text)).toBeNull();
    },
  );
});

describe('paiseToRupeesText', () => {
  test.each([
    [10_000, '100'],
    [9_950, '99.50'],
    [1_005, '10.05'],
    [0, '0'],
  ])('%d paise → %j', (paise, text) => {
    expect(paiseToRupeesText(paise)).toBe(text);
  });

  test('round-trips through parseRupees', () => {
    for (const paise of [1_000, 9_950, 1_005, 5_000_000]) expect(parseRupees(paiseToRupeesText(paise))).toBe(paise);
  });
});
