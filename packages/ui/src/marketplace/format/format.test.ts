import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { marketplaceStrings } from '../strings';
import { formatDateTime, formatDay, indiaToday } from './formatDateTime';
import { formatPaise } from './formatPaise';
import { formatPostedTime, isFreshPosting } from './formatPostedTime';
import { formatPrice } from './formatPrice';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatPostedTime', () => {
  // An ad posted at 10:30 local time on 21 Nov 2026; the clock then moves on.
  const createdOn = new Date(2026, 10, 21, 10, 30, 0);

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(createdOn);
  });
  afterEach(() => vi.useRealTimers());

  test.each([
    ['0 s', 0, marketplaceStrings.justNow],
    ['999 ms', 999, marketplaceStrings.justNow],
    ['1 s', SECOND, 'POSTED 1 second ago'],
    ['59 s', 59 * SECOND, 'POSTED 59 seconds ago'],
    ['1 min', MINUTE, 'POSTED 1 minute ago'],
    ['59 min 59 s', HOUR - SECOND, 'POSTED 59 minutes ago'],
    ['1 h', HOUR, 'POSTED 1 hour ago'],
    ['2 h', 2 * HOUR, 'POSTED 2 hours ago'],
    ['23 h 59 min', DAY - MINUTE, 'POSTED 23 hours ago'],
    ['1 day', DAY, '21 Nov'],
    ['40 days, same year', 40 * DAY, '21 Nov'],
  ])('%s after posting', (_label, elapsed, expected) => {
    vi.advanceTimersByTime(elapsed);
    expect(formatPostedTime(createdOn, Date.now())).toBe(expected);
  });

  test('an ad from another year shows the year', () => {
    vi.setSystemTime(new Date(2027, 0, 3, 9, 0, 0));
    expect(formatPostedTime(createdOn, Date.now())).toBe('21 Nov 2026');
    expect(formatPostedTime(new Date(2025, 8, 5, 12, 0, 0), Date.now())).toBe('5 Sep 2025');
  });

  test('accepts the ISO strings the API sends', () => {
    vi.advanceTimersByTime(5 * MINUTE);
    expect(formatPostedTime(createdOn.toISOString(), new Date())).toBe('POSTED 5 minutes ago');
  });

  test('a creation time slightly in the future (clock skew) reads just now', () => {
    expect(formatPostedTime(Date.now() + 3 * SECOND, Date.now())).toBe(marketplaceStrings.justNow);
  });

  test('an unparseable date gives an empty string, not "Invalid Date"', () => {
    expect(formatPostedTime('not a date', Date.now())).toBe('');
  });

  test('isFreshPosting is true only under a day', () => {
    expect(isFreshPosting(createdOn, createdOn.getTime() + DAY - 1)).toBe(true);
    expect(isFreshPosting(createdOn, createdOn.getTime() + DAY)).toBe(false);
  });
});

describe('formatPrice', () => {
  test.each([
    [0, '₹0'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [125000, '₹1,25,000'],
    [1234567, '₹12,34,567'],
    [45000000, '₹4,50,00,000'],
    [99.5, '₹99.50'],
  ])('%d rupees → %s', (rupees, expected) => {
    expect(formatPrice(rupees)).toBe(expected);
  });

  test('a non-number gives an empty string', () => {
    expect(formatPrice(Number.NaN)).toBe('');
  });
});

describe('formatPaise', () => {
  test.each([
    [0, '₹0'],
    [1000, '₹10'],
    [50000, '₹500'],
    [9900, '₹99'],
    [9950, '₹99.50'],
    [5, '₹0.05'],
    [5000000, '₹50,000'],
    [12345678, '₹1,23,456.78'],
    [-9900, '-₹99'],
  ])('%d paise → %s', (paise, expected) => {
    expect(formatPaise(paise)).toBe(expected);
  });

  test('a non-number gives an empty string', () => {
    expect(formatPaise(Number.NaN)).toBe('');
    expect(formatPaise(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe("formatDateTime, formatDay and indiaToday: India's time whatever the device's zone", () => {
  test.each([
    ['afternoon', '2026-11-21T16:30:00+05:30', '21 Nov 2026, 4:30 pm'],
    ['midnight', '2026-01-01T00:05:00+05:30', '1 Jan 2026, 12:05 am'],
    ['noon', '2026-09-05T12:00:00+05:30', '5 Sep 2026, 12:00 pm'],
    ['a minute before midnight', '2025-12-31T23:59:00+05:30', '31 Dec 2025, 11:59 pm'],
    // 20:00 UTC is 1:30 am the next day in India: a device in London would print the day before.
    ['late evening UTC', '2026-11-21T20:00:00Z', '22 Nov 2026, 1:30 am'],
  ])('%s', (_label, iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
    expect(formatDateTime(new Date(iso))).toBe(expected);
    expect(formatDay(iso)).toBe(expected.split(',')[0]);
  });

  test('an unparseable date gives an empty string', () => {
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatDay('yesterday')).toBe('');
  });

  test("indiaToday is IST's calendar day as a local date (for the date pickers)", () => {
    const today = indiaToday('2026-11-21T20:00:00Z');
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2026, 10, 22]);
    expect([today.getHours(), today.getMinutes()]).toEqual([0, 0]);
  });
});
