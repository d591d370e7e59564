import { describe, expect, test } from 'vitest';
import { preferredLang } from './language';

describe('preferredLang: the language of Accept-Language Haat speaks that the browser ranks highest', () => {
  test.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['mr-IN,mr;q=0.9,hi;q=0.8', 'hi'],
    ['ta-IN,ta;q=0.9', 'en'],
    ['hi;q=0', 'en'],
    ['hi;q=abc, en;q=0.3', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [['hi', 'en;q=0.5'], 'hi'],
  ] as const)('%j → %s', (header, lang) => {
    expect(preferredLang(header as string | string[] | undefined)).toBe(lang);
  });
});
