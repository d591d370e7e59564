/** Escaping and head-tag building for the HTML the server serves to crawlers. Pure functions. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Escape text for XML (sitemap): the same five entities.
 * @alias escapeHtml, named for what the sitemap writes.
 */
export const escapeXml = escapeHtml;

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become unicode escapes,
 * so no value can close the script element or open a comment; U+2028/9 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two letters as a
 * reader sees them: a Devanagari consonant keeps its vowel sign (कि is two units), an emoji its pair.
 */
function cutAtLetter(text: string, max: number): string {
  let end = 0;
  for (const { index, segment } of GRAPHEMES.segment(text.slice(0, max + 8))) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** Collapse whitespace and cut at a word boundary (else between letters), for descriptions. */
export function summarise(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = cutAtLetter(flat, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Open Graph tags, e.g. `{ 'og:type': 'product' }`; og:title/description/url are added. */
  og?: Record<string, string | undefined>;
  /** schema.org objects, each written as one JSON-LD block. */
  jsonLd?: unknown[];
  /** `noindex` for pages that should not be listed (removed ads, unknown ids). */
  noindex?: boolean;
}

/** A page's own head: title, description, canonical, social tags and JSON-LD, each escaped. */
export function headTags(head: PageHead): string {
  const og: Record<string, string | undefined> = {
    'og:site_name': 'Haat',
    'og:title': head.title,
    'og:description': head.description,
    'og:url': head.canonical,
    'og:locale': 'en_IN',
    ...head.og,
  };
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...Object.entries(og)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
      .map(([property, content]) => `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`),
    `<meta name="twitter:card" content="${og['og:image'] ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd ?? []).map((obj) => `<script type="application/ld+json">${jsonForScript(obj)}</script>`),
  ];
  return `${lines.join('\n    ')}\n    `;
}
