import type { Page } from '@playwright/test';

/**
 * Words a page shows in Latin script that are not Hindi UI: brand and product names, units and
 * codes people write in Latin in Hindi too. User content (ad titles, names, places, messages) is
 * marked `translate="no"` by the components that show it, and is left out.
 */
const LATIN_ALLOWED = [
  'Haat',
  'OTP',
  // File formats, named as the download shows them.
  'JSON',
  'zip',
  'SMS',
  'UPI',
  'Google',
  'Play',
  'App',
  'Store',
  'Apple',
  'WhatsApp',
  'Razorpay',
  'Android',
  'iPhone',
  'iOS',
  'Chrome',
  'Safari',
  'Firefox',
  'Edge',
  'Samsung',
  'Internet',
  'English',
  'PDF',
  'JPG',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'MB',
  'KB',
  'km',
  'BHK',
  'GST',
  'PAN',
  'IST',
  'am',
  'pm',
  // a country's code in the phone field; names of laws and protocols the legal pages cite
  'IN',
  'DPDP',
  'Act',
  'IP',
  'IT',
  'HTTPS',
];

/**
 * Every piece of visible UI text (and accessible name, placeholder, alt) with a Latin word not
 * allowed. `content`: user content the test knows is on the page outside a `translate="no"` element
 * (a place in a heading, the account's name in the menu's name).
 */
export async function untranslated(
  page: Page,
  content: string[] = [],
  { legal = false }: { legal?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    ([allowed, known, cited]) => {
      const ok = new Set([...allowed, ...known.flatMap((c) => c.split(/[\s,]+/))].map((w) => w.toLowerCase()));
      const found = new Set<string>();
      const latin = (text: string) =>
        // Addresses, e-mails and phone numbers; a date format; another program's words quoted as it shows them.
        // A legal page cites the English term in parentheses after its Hindi: "मध्यवर्ती (intermediary)".
        (
          (cited ? text.replace(/\([^()]*\)/g, ' ') : text)
            .replace(/https?:\/\/\S*|[\w.+-]+@[\w.-]+|\+91[\d\s-]+|MM-DD-YYYY|“[^”]*”/g, ' ')
            .match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []
        ).filter((word) => !ok.has(word.replace(/[.'’-]+$/, '').toLowerCase()));
      const skipped = (el: Element | null) => !!el?.closest('[translate="no"], script, style, noscript, template, svg');
      // An accessible name may quote user content ("Save to favourites: Maruti Swift"): that part is not UI.
      const content = [...document.querySelectorAll('[translate="no"]')]
        .flatMap((el) => [el.textContent?.trim() ?? '', el.getAttribute('alt') ?? ''])
        .filter((text) => text.length > 1)
        .sort((a, b) => b.length - a.length);
      const withoutContent = (value: string) => content.reduce((rest, text) => rest.split(text).join(' '), value);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim();
        if (!text || !el || skipped(el)) continue;
        if (!el.checkVisibility() && !el.closest('[class*="isually"], [data-hidden]')) continue;
        if (latin(text).length) found.add(text);
      }
      for (const el of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]')) {
        if (skipped(el)) continue;
        for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
          const value = el.getAttribute(name)?.trim();
          if (value && latin(withoutContent(value)).length) found.add(`${name}="${value}"`);
        }
      }
      return [...found];
    },
    [LATIN_ALLOWED, content, legal] as const,
  );
}
