import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/client';
import { dbKinds, openTestDb } from '../../test/harness';
import { devanagariToLatin } from './devanagari';

/** Words as sellers write them, with the spellings people type in Latin letters. */
const SPOKEN: [string, string][] = [
  ['बाइक', 'baik'],
  ['फ्रिज', 'frij'],
  ['मोबाइल', 'mobail'],
  ['कार', 'kar'],
  ['किराया', 'kiraya'],
  ['कमरा', 'kamra'],
  ['बेचना', 'bechna'],
  ['लड़का', 'ladka'],
  ['नौकरी', 'naukri'],
  ['दुकान', 'dukan'],
  ['मित्र', 'mitra'],
  ['होंडा', 'honda'],
  ['सोफा', 'sofa'],
  ['ज़मीन', 'zamin'],
];

describe('Devanagari in Latin letters', () => {
  test.each(SPOKEN)('%s is written %s', (hindi, latin) => {
    expect(devanagariToLatin(hindi)).toBe(latin);
  });

  test('spellings that sound alike meet: long or short vowels, nukta or none', () => {
    expect(devanagariToLatin('फ्रीज')).toBe(devanagariToLatin('फ्रिज'));
    expect(devanagariToLatin('बाईक')).toBe(devanagariToLatin('बाइक'));
    // A letter with a nukta, precomposed or as a letter and a sign.
    expect(devanagariToLatin('\u095bमीन')).toBe(devanagariToLatin('\u091c\u093cमीन'));
    expect(devanagariToLatin('गाड़ी')).toBe('gadi');
  });

  test('only Devanagari words are written; digits become ASCII', () => {
    expect(devanagariToLatin('Honda बाइक, 2019 मॉडल')).toBe('baik modal');
    expect(devanagariToLatin('आईफोन १३')).toBe('aifon 13');
    expect(devanagariToLatin('iPhone 13')).toBe('');
  });
});

describe.each(dbKinds())('the database writes the same keys on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  test('haat_devanagari_latin() agrees with the query side, word for word', async () => {
    const texts = [
      ...SPOKEN.map(([hindi]) => hindi),
      'फ्रीज',
      'आईफोन १३ प्रो',
      'Honda बाइक, 2019 मॉडल',
      'समझना कंप्यूटर लैपटॉप हाँ दुःख',
      '\u095eोन \u095bमीन \u0921\u093cी',
      'ं अकेला ्',
      'plain English',
    ];
    const { rows } = await db.query<{ latin: string }>(
      'SELECT haat_devanagari_latin(t) AS latin FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i',
      [texts],
    );
    expect(rows.map((r) => r.latin)).toEqual(texts.map(devanagariToLatin));
  });
});
