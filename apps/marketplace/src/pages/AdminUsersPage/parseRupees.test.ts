import { expect, test } from 'vitest';
import { parseRupees } from './parseRupees';

test.each([
  ['150', { paise: 15_000 }],
  ['+150', { paise: 15_000 }],
  ['-150', { paise: -15_000 }],
  ['−150.5', { paise: -15_050 }],
  ['₹1,500.25', { paise: 150_025 }],
  [' 50000 ', { paise: 5_000_000 }],
  ['-50000', { paise: -5_000_000 }],
  ['50000.01', { error: 'tooLarge' }],
  ['99999999', { error: 'tooLarge' }],
  ['0', { error: 'zero' }],
  ['-0.00', { error: 'zero' }],
  ['', { error: 'invalid' }],
  ['1.234', { error: 'invalid' }],
  ['abc', { error: 'invalid' }],
  ['--5', { error: 'invalid' }],
])('%j → %j', (input, expected) => {
  expect(parseRupees(input)).toEqual(expected);
});
