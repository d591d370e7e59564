import { describe, expect, test } from 'vitest';
import { assemble, splitTemplate } from './template';

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /><!--haat:preloads--><meta name="viewport" content="x" />' +
  '<!--haat:head--><title>Haat</title><!--/haat:head--><link rel="icon" href="/i.svg" /><!--haat:styles-->' +
  '<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div><p>after</p></body></html>';

describe("the app's page template", () => {
  test('filled slots land where the page marks them; empty ones leave the page as built, less the marks', () => {
    const t = splitTemplate(PAGE)!;
    expect(assemble(t)).toBe(PAGE.replace(/<!--\/?haat:[a-z]+-->/g, '').replace('<html>', '<html lang="en-IN">'));
    const page = assemble(t, {
      preloads: '<link rel="preload" as="image" href="/a.webp" />',
      head: '<title>An ad</title>',
      styles: '<style>.a{}</style>',
      root: '<main>first screen</main>',
      afterRoot: '<script type="application/json" id="haat-ssr">{}</script>',
    });
    expect(page).toBe(
      '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><link rel="preload" as="image" href="/a.webp" />' +
        '<meta name="viewport" content="x" /><title>An ad</title><link rel="icon" href="/i.svg" />' +
        '<style>.a{}</style><script type="module" src="/assets/index-1.js"></script></head><body>' +
        '<div id="root"><main>first screen</main></div><script type="application/json" id="haat-ssr">{}</script>' +
        '<p>after</p></body></html>',
    );
  });

  test("a visitor's chosen scheme is the <html> tag's data-scheme; System adds nothing", () => {
    const t = splitTemplate(PAGE.replace('<html>', '<html lang="en-IN">'))!;
    expect(assemble(t, { scheme: 'dark' })).toMatch(/^<!doctype html><html lang="en-IN" data-scheme="dark"><head>/);
    expect(assemble(t, { scheme: 'light' })).toMatch(/^<!doctype html><html lang="en-IN" data-scheme="light"><head>/);
    expect(assemble(t)).toMatch(/^<!doctype html><html lang="en-IN"><head>/);
  });

  test("the page's language is the <html> tag's lang, whatever the build wrote; its alternates follow the head", () => {
    const t = splitTemplate(PAGE.replace('<html>', '<html lang="en-IN" class="x">'))!;
    expect(assemble(t, { lang: 'hi', scheme: 'dark' })).toMatch(
      /^<!doctype html><html class="x" lang="hi-IN" data-scheme="dark"><head>/,
    );
    expect(assemble(t, { lang: 'en' })).toMatch(/^<!doctype html><html class="x" lang="en-IN"><head>/);
    const page = assemble(t, {
      head: '<title>An ad</title>',
      alternates: '<link rel="alternate" hreflang="hi-IN" href="/?lang=hi" />',
    });
    expect(page).toContain(
      '<title>An ad</title><link rel="alternate" hreflang="hi-IN" href="/?lang=hi" /><link rel="icon"',
    );
  });

  test('a Hindi page links the Hindi manifest, so the installed app is named in Hindi; an English one the English', () => {
    const t = splitTemplate(PAGE.replace('</head>', '<link rel="manifest" href="/manifest.webmanifest"></head>'))!;
    expect(assemble(t, { lang: 'hi' })).toContain('<link rel="manifest" href="/manifest.hi.webmanifest"></head>');
    expect(assemble(t, { lang: 'en' })).toContain('<link rel="manifest" href="/manifest.webmanifest"></head>');
    expect(assemble(t)).not.toContain('manifest.hi');
  });

  test('a page built without the marks is not a template', () => {
    expect(splitTemplate(PAGE.replace('<!--haat:styles-->', ''))).toBeNull();
    // marks out of order are missing ones
    expect(
      splitTemplate(PAGE.replace('<!--haat:preloads-->', '').replace('</head>', '<!--haat:preloads--></head>')),
    ).toBeNull();
  });
});
