import { expect, test } from 'vitest';
import { fillTemplate } from './fillTemplate';

test.each([
  ['{n} views', { n: 128 }, '128 views'],
  ['Photo {n} of {total}', { n: 2, total: 3 }, 'Photo 2 of 3'],
  ['Actions for {title}', { title: 'Old sofa' }, 'Actions for Old sofa'],
  ['{n} and {n}', { n: 0 }, '0 and 0'],
  ['Missing {x}', {}, 'Missing '],
])('fillTemplate(%j, %j) is %j', (template, values, out) => {
  expect(fillTemplate(template, values)).toBe(out);
});
