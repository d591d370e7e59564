import { describe, expect, test } from 'vitest';
import { dayLabel, formatClock, inboxTime } from './chatTime';

// 22 Nov 2026, 10:30 in India (05:00 UTC).
const now = '2026-11-22T05:00:00Z';

describe('chat times (India Standard Time)', () => {
  test.each([
    ['2026-11-22T00:00:00Z', '5:30 am'],
    ['2026-11-21T18:29:00Z', '11:59 pm'],
    ['2026-11-21T18:30:00Z', '12:00 am'],
    ['2026-11-22T06:35:00Z', '12:05 pm'],
  ])('%s reads %s', (at, clock) => {
    expect(formatClock(at)).toBe(clock);
  });

  test.each([
    ['2026-11-21T18:30:00Z', 'Today'],
    ['2026-11-21T18:29:59Z', 'Yesterday'],
    ['2026-11-20T10:00:00Z', '20 Nov'],
    ['2025-12-31T10:00:00Z', '31 Dec 2025'],
  ])('separator for %s is %s', (at, label) => {
    expect(dayLabel(at, now)).toBe(label);
  });

  test('the inbox shows the time today, Yesterday, then the date', () => {
    expect(inboxTime('2026-11-22T03:10:00Z', now)).toBe('8:40 am');
    expect(inboxTime('2026-11-21T03:10:00Z', now)).toBe('Yesterday');
    expect(inboxTime('2026-11-02T03:10:00Z', now)).toBe('2 Nov');
  });
});
