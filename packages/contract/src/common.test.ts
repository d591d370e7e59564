import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { paginated } from './common';

describe('paginated', () => {
  const Page = paginated(z.object({ id: z.number() }));

  test('accepts a page with a next link and rejects a negative count', () => {
    expect(
      Page.safeParse({ count: 13, next: 'http://x/api/?offset=12', previous: null, results: [{ id: 1 }] }).success,
    ).toBe(true);
    expect(Page.safeParse({ count: -1, next: null, previous: null, results: [] }).success).toBe(false);
  });
});
