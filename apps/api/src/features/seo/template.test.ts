import { describe, expect, test } from 'vitest';
import { assemble, splitTemplate } from './template';

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /><!--haat:preloads--><meta name="viewport" content="x" />' +
  '<!--haat:head--><title>Haat</title><!--/haat:head--><link rel="icon" href="/i.svg" /><!--haat:styles-->' +
  '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div><p>after</p></body></html>';

describe("the app's page template", () => {
  test('filled slots land where the page marks them; empty ones leave the page as built, less the marks', () => {
    const t = splitTemplate(PAGE)!;
    expect(assemble(t)).toBe(PAGE.replace(/<!--\/?haat:[a-z]+-->/g, ''));
    const page = assemble(t, {
      preloads: '<link rel="preload" as="image" href="/a.webp" />',
      head: '<title>An ad</title>',
      styles: '<style>.a{}</style>',
      root: '<main>first screen</main>',
      afterRoot: '<script type="application/json" id="haat-ssr">{}</script>',
    });
    expect(page).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" /><link rel="preload" as="image" href="/a.webp" />' +
        '<meta name="viewport" content="x" /><title>An ad</title><link rel="icon" href="/i.svg" />' +
        '<style>.a{}</style><script type="module" src="/assets/index-1.js"></script></head><body>' +
        '<div id="root"><main>first screen</main></div><script type="application/json" id="haat-ssr">{}</script>' +
        '<p>after</p></body></html>',
    );
  });

  test('a page built without the marks is not a template', () => {
    expect(splitTemplate(PAGE.replace('<!--haat:styles-->', ''))).toBeNull();
    // marks out of order are missing ones
    expect(
      splitTemplate(PAGE.replace('<!--haat:preloads-->', '').replace('</head>', '<!--haat:preloads--></head>')),
    ).toBeNull();
  });
});
