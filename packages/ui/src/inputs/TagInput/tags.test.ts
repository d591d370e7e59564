import { expect, test } from 'vitest';
import { addTags, splitTags } from './tags';

test.each([
  ['a, b, c', ['a', 'b', 'c']],
  ['  spaced  ', ['spaced']],
  ['a,,b, ,', ['a', 'b']],
  ['one\ntwo;three', ['one', 'two', 'three']],
  ['', []],
])('splitTags(%j)', (text, tags) => {
  expect(splitTags(text)).toEqual(tags);
});

test.each([
  [[], ['a', 'b'], ['a', 'b']],
  [['a'], ['a', 'b'], ['a', 'b']],
  [['Pune'], ['pune', 'Delhi', 'delhi'], ['Pune', 'Delhi']],
])('addTags(%j, %j) ignores duplicates', (tags, added, next) => {
  expect(addTags(tags, added)).toEqual(next);
});
