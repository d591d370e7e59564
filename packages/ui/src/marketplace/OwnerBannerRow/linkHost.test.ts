import { expect, test } from 'vitest';
import { linkHost } from './linkHost';

test.each([
  ['https://www.sharmafurniture.in/sale?from=haat', 'www.sharmafurniture.in'],
  ['http://example.com:8080/a', 'example.com:8080'],
  ['javascript:alert(1)', null],
  ['not a link', null],
])('%s', (link, expected) => {
  expect(linkHost(link)).toBe(expected);
});
