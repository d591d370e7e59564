import { afterEach, describe, expect, test } from 'vitest';
import { activateLanguage, defineText, fillTemplate, readLanguageWith, type Language } from './text';

test.each([
  ['{n} views', { n: 128 }, '128 views'],
  ['Photo {n} of {total}', { n: 2, total: 3 }, 'Photo 2 of 3'],
  ['Actions for {title}', { title: 'Old sofa' }, 'Actions for Old sofa'],
  ['{n} and {n}', { n: 0 }, '0 and 0'],
  ['Missing {x}', {}, 'Missing '],
])('fillTemplate(%j, %j) is %j', (template, values, out) => {
  expect(fillTemplate(template, values)).toBe(out);
});

describe('defineText: a text constant reads the current language', () => {
  const text = defineText('test.shop', {
    title: 'Fresh ads',
    count: '{count, plural, one {# ad} other {# ads}}',
    steps: [{ name: 'Post' }, { name: 'Sell' }],
    empty: '',
  });
  const hindi: Language = {
    locale: 'hi-IN',
    catalogue: {
      'test.shop.title': 'नए विज्ञापन',
      'test.shop.count': '{count, plural, =0 {कोई विज्ञापन नहीं} one {# विज्ञापन} other {# विज्ञापन}}',
      'test.shop.steps.1.name': 'बेचें',
    },
  };
  afterEach(() => {
    activateLanguage({ locale: 'en-IN' });
    readLanguageWith(() => undefined);
  });

  test('English is the source; a catalogue replaces what it has, by id, and leaves the rest', () => {
    expect(text.title).toBe('Fresh ads');
    activateLanguage(hindi);
    expect(text.title).toBe('नए विज्ञापन');
    expect(text.steps.map((s) => s.name)).toEqual(['Post', 'बेचें']);
    expect({ ...text }.title).toBe('नए विज्ञापन');
    expect(text.empty).toBe('');
  });

  test("plurals follow the language's rules: in Hindi 0 is 'one', so a catalogue gives 0 its own words", () => {
    expect([0, 1, 2].map((count) => fillTemplate(text.count, { count }))).toEqual(['0 ads', '1 ad', '2 ads']);
    activateLanguage(hindi);
    expect([0, 1, 125000].map((count) => fillTemplate(text.count, { count }))).toEqual([
      'कोई विज्ञापन नहीं',
      '1 विज्ञापन',
      '1,25,000 विज्ञापन',
    ]);
  });

  test('a server reads each render its own language (readLanguageWith), else the active one', () => {
    let current: Language | undefined = hindi;
    readLanguageWith(() => current);
    expect(text.title).toBe('नए विज्ञापन');
    current = undefined;
    expect(text.title).toBe('Fresh ads');
  });
});
