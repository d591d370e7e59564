import { defineText } from '@haat/ui/text';

/** The house banners' words: a headline and a line of text each, by banner name. */
const houseText = defineText('houseBanners', {
  'post-free': { title: 'Post your ad free', text: 'Sell to buyers near you in minutes' },
  featured: { title: 'Make it featured', text: 'Listed first: sell faster, or get cashback' },
  chat: { title: 'Chat with sellers', text: 'Without sharing your phone number' },
  app: { title: 'Get the Haat app', text: 'Post, chat and get alerts on your phone' },
});

/** House banners drawn as SVG (no image files to ship): their words (in the current language) and colours. */
const HOUSE_COLOURS: Record<keyof typeof houseText, { bg: string; fg: string }> = {
  'post-free': { bg: '#0b5d4b', fg: '#ffffff' },
  featured: { bg: '#f2b705', fg: '#1d1d1d' },
  chat: { bg: '#1f4e8c', fg: '#ffffff' },
  app: { bg: '#8c1f4e', fg: '#ffffff' },
};

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A house banner: `{name}` is drawn 1200 × 300 for wide screens, `{name}-small` 600 × 150 with its
 * text twice as large for its size, so on a 360 px phone the line under the headline is about 14 px
 * tall (in the wide drawing it shrank to 9 px).
 */
export function houseBannerSvg(name: string): string | null {
  const small = name.endsWith('-small');
  const key = small ? name.slice(0, -'-small'.length) : name;
  if (!Object.hasOwn(HOUSE_COLOURS, key)) return null;
  const b = { ...houseText[key as keyof typeof houseText], ...HOUSE_COLOURS[key as keyof typeof houseText] };
  if (small)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150" viewBox="0 0 600 150" role="img" aria-label="${esc(b.title)}">
<rect width="600" height="150" fill="${b.bg}"/>
<circle cx="540" cy="30" r="90" fill="${b.fg}" opacity="0.08"/>
<text x="28" y="68" font-family="Inter, Arial, sans-serif" font-size="44" font-weight="700" fill="${b.fg}">${esc(b.title)}</text>
<text x="28" y="112" font-family="Inter, Arial, sans-serif" font-size="24" fill="${b.fg}" textLength="${Math.min(544, [...b.text].length * 13)}" lengthAdjust="spacingAndGlyphs">${esc(b.text)}</text>
</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300" role="img" aria-label="${esc(b.title)}">
<rect width="1200" height="300" fill="${b.bg}"/>
<circle cx="1080" cy="60" r="180" fill="${b.fg}" opacity="0.08"/>
<text x="80" y="140" font-family="Inter, Arial, sans-serif" font-size="64" font-weight="700" fill="${b.fg}">${esc(b.title)}</text>
<text x="80" y="210" font-family="Inter, Arial, sans-serif" font-size="34" fill="${b.fg}">${esc(b.text)}</text>
</svg>`;
}
