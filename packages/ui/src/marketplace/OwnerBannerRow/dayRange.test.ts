import { describe, expect, test } from 'vitest';
import { formatDayRange } from './dayRange';

describe('formatDayRange', () => {
  test.each([
    ['same year', '2026-11-21', '2026-11-25', '21 Nov – 25 Nov 2026'],
    ['across months', '2026-09-28', '2026-10-02', '28 Sep – 2 Oct 2026'],
    ['across years', '2026-12-28', '2027-01-03', '28 Dec 2026 – 3 Jan 2027'],
    ['one day', '2026-11-21', '2026-11-21', '21 Nov 2026'],
    ['first and last day of a year', '2026-01-01', '2026-12-31', '1 Jan – 31 Dec 2026'],
    ['an unreadable start', '21/11/2026', '2026-11-25', ''],
    ['a month that does not exist', '2026-13-01', '2026-11-25', ''],
  ])('%s', (_label, start, end, expected) => {
    expect(formatDayRange(start, end)).toBe(expected);
  });
});
