import { describe, expect, test } from 'vitest';
import { formatDate } from './formatDate';
import { parseDate } from './parseDate';

describe('formatDate', () => {
  test.each([
    [new Date(2026, 0, 5), '01-05-2026'],
    [new Date(2026, 11, 31), '12-31-2026'],
    [new Date(2024, 1, 29), '02-29-2024'],
    [new Date(2026, 2, 5, 23, 59), '03-05-2026'],
    [new Date(999, 6, 4), '07-04-0999'],
    [new Date(Number.NaN), ''],
  ])('%s → %j', (date, text) => {
    expect(formatDate(date)).toBe(text);
  });
});

describe('parseDate', () => {
  test.each([
    ['01-05-2026', [2026, 0, 5]],
    ['12-31-2026', [2026, 11, 31]],
    ['02-29-2024', [2024, 1, 29]], // leap year
    ['02-29-2000', [2000, 1, 29]], // divisible by 400
    [' 03-05-2026 ', [2026, 2, 5]],
  ])('%j → a local date', (text, [y, m, d]) => {
    const date = parseDate(text);
    expect(date).toBeInstanceOf(Date);
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([y, m, d, 0]);
  });

  test.each([
    ['02-30-2026'], // no such day
    ['02-29-2026'], // not a leap year
    ['02-29-1900'], // century, not a leap year
    ['13-01-2026'], // month 13
    ['00-10-2026'], // month 0
    ['04-31-2026'],
    ['01-00-2026'],
    ['01-32-2026'],
    ['2026-01-05'], // ISO is not the product's format
    ['05-01-26'],
    ['1-5-2026'], // MM-DD needs two digits each
    ['01/05/2026'],
    ['ab-cd-efgh'],
    [''],
  ])('%j → undefined', (text) => {
    expect(parseDate(text)).toBeUndefined();
  });

  test.each([['01-05-2026'], ['02-29-2024'], ['12-31-1999']])('round-trips %j', (text) => {
    expect(formatDate(parseDate(text)!)).toBe(text);
  });
});
