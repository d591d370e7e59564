import { describe, expect, test } from 'vitest';
import { getFresh, putFresh } from './freshCache';

describe('putFresh', () => {
  test('drops answers older than the time to live, keeping the fresh ones', () => {
    const cache = new Map<string, { at: number }>();
    putFresh(cache, 'a', { at: 0 }, 1000, 100);
    putFresh(cache, 'b', { at: 600 }, 1000, 100);
    putFresh(cache, 'c', { at: 1200 }, 1000, 100);
    expect([...cache.keys()]).toEqual(['b', 'c']);
  });

  test('a key put again moves to the end, so it outlives older ones', () => {
    const cache = new Map<string, { at: number }>();
    putFresh(cache, 'a', { at: 0 }, 1000, 100);
    putFresh(cache, 'b', { at: 100 }, 1000, 100);
    putFresh(cache, 'a', { at: 900 }, 1000, 100);
    putFresh(cache, 'c', { at: 1150 }, 1000, 100);
    expect([...cache.keys()]).toEqual(['a', 'c']);
  });

  test('never holds more than max entries, oldest out first', () => {
    const cache = new Map<string, { at: number }>();
    for (let i = 0; i < 10; i++) putFresh(cache, `k${i}`, { at: i }, 1000, 4);
    expect([...cache.keys()]).toEqual(['k6', 'k7', 'k8', 'k9']);
  });

  test('getFresh answers only within the time to live, and not for a time before the put', () => {
    const cache = new Map<string, { at: number }>();
    putFresh(cache, 'a', { at: 1000 }, 500, 100);
    expect(getFresh(cache, 'a', 1499, 500)).toEqual({ at: 1000 });
    expect(getFresh(cache, 'a', 1500, 500)).toBeUndefined();
    expect(getFresh(cache, 'a', 999, 500)).toBeUndefined();
    expect(getFresh(cache, 'b', 1000, 500)).toBeUndefined();
  });
});
