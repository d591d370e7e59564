import { expect, test } from 'vitest';
import { loginRedirectPath, safeRedirect } from './redirect';

test.each([
  ['/my-ads/', '/my-ads/'],
  ['/chat/4/12/?x=1#m', '/chat/4/12/?x=1#m'],
  ['/search/Cars+Bikes/?sort=price', '/search/Cars+Bikes/?sort=price'],
  ['https://evil.example/', null],
  ['//evil.example/path', null],
  ['/\\evil.example', null],
  ['javascript:alert(1)', null],
  ['my-ads', null],
  ['', null],
  [null, null],
])('redirect %s is followed as %s', (input, expected) => {
  expect(safeRedirect(input)).toBe(expected);
});

test('a private path becomes the login address that returns to it', () => {
  expect(loginRedirectPath('/chat/4/12/')).toBe('/?login=true&redirect=%2Fchat%2F4%2F12%2F');
});
