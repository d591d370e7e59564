import { describe, expect, test } from 'vitest';
import { HINDI_OFFLINE_PAGE, OFFLINE_PAGE, offlinePageFor } from './swRoutes';

describe("the offline page is in the visitor's language", () => {
  test('the language they chose (the lang cookie) wins over the phone’s', () => {
    expect(offlinePageFor('hi', ['en-IN'])).toBe(HINDI_OFFLINE_PAGE);
    expect(offlinePageFor('en', ['hi-IN', 'en'])).toBe(OFFLINE_PAGE);
  });

  test('without a choice, the first of Hindi and English in the phone’s languages; else English', () => {
    expect(offlinePageFor(undefined, ['hi-IN', 'en-IN'])).toBe(HINDI_OFFLINE_PAGE);
    expect(offlinePageFor(undefined, ['mr-IN', 'hi', 'en'])).toBe(HINDI_OFFLINE_PAGE);
    expect(offlinePageFor(undefined, ['en-GB', 'hi'])).toBe(OFFLINE_PAGE);
    expect(offlinePageFor(undefined, ['ta-IN'])).toBe(OFFLINE_PAGE);
    expect(offlinePageFor('fr', [])).toBe(OFFLINE_PAGE);
  });
});
