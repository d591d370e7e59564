import { declarations } from './vars';

const block = (selector: string, scheme: 'light' | 'dark', indent = '') =>
  [
    `${indent}${selector} {`,
    `${indent}  color-scheme: ${scheme};`,
    ...declarations(scheme).map(([name, value]) => `${indent}  ${name}: ${value};`),
    `${indent}}`,
  ].join('\n');

/**
 * The text of `tokens.css`: every token on `:root` in the light scheme, and the dark scheme's
 * colours and shadows where the page asks for them: `data-scheme="dark"` on any element (the app
 * puts it on `<html>` for a visitor who chose Dark), or the system's dark mode unless the page chose
 * `data-scheme="light"` on `<html>`. (No light block for a light island inside a dark page: nothing
 * needs one, and every page would carry its bytes.) `npm run tokens` writes it; a unit test keeps the two equal.
 */
export function tokenSheet(): string {
  return [
    '/* Written by `npm run tokens` from src/theme/tokens.ts: edit that, not this. */',
    block(':root', 'light'),
    '@media (prefers-color-scheme: dark) {',
    block(":root:not([data-scheme='light'])", 'dark', '  '),
    '}',
    block("[data-scheme='dark']", 'dark'),
    '',
  ].join('\n');
}
