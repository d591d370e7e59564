import { expect, test } from 'vitest';
import { truncateGraphemes } from './truncateGraphemes';

test.each([
  ['short text stays whole', 'Pune', 10, 'Pune'],
  ['exactly the limit stays whole', 'Pune', 4, 'Pune'],
  ['Latin is cut after the limit', 'Royal Enfield Classic', 5, 'Royal…'],
  ['a space before the cut is dropped', 'Royal Enfield', 6, 'Royal…'],
  ['a conjunct with its vowel sign is one character', 'क्षितिज', 1, 'क्षि…'],
  ['a conjunct is never split', 'क्षत्रिय', 2, 'क्षत्रि…'],
  ['Hindi words are cut between characters', 'नमस्ते दुनिया', 4, 'नमस्ते…'],
  ['an emoji with a skin tone is one character', '👍🏽👍🏽👍🏽', 2, '👍🏽👍🏽…'],
  ['a family emoji (joined by ZWJ) is one character', '👨‍👩‍👧 घर', 1, '👨‍👩‍👧…'],
  ['a flag is one character', '🇮🇳 India', 1, '🇮🇳…'],
  ['zero keeps only the ellipsis', 'हाट', 0, '…'],
  ['an empty string stays empty', '', 3, ''],
])('%s', (_name, text, max, expected) => {
  expect(truncateGraphemes(text, max)).toBe(expected);
});

test('takes another ellipsis', () => {
  expect(truncateGraphemes('Bengaluru', 4, '...')).toBe('Beng...');
});
