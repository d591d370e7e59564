import type { Banner } from './BannerCarousel';

function bannerSvg(from: string, to: string, headline: string, sub: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><circle cx="1040" cy="150" r="120" fill="#fff" opacity=".18"/><circle cx="930" cy="240" r="70" fill="#fff" opacity=".12"/><text x="80" y="140" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${headline}</text><text x="80" y="200" font-family="sans-serif" font-size="32" fill="#fff">${sub}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Three promo banners drawn inline (no network). */
export const sampleBanners: Banner[] = [
  {
    image: bannerSvg('#0c5d75', '#0e8aa8', 'Post your ad free', 'Sell to buyers near you in minutes'),
    link: '/post-free-ad/',
    alt: 'Post your ad free: sell to buyers near you in minutes',
  },
  {
    image: bannerSvg('#b45309', '#f5a524', 'Make it Featured', 'Listed first, cashback if it sells'),
    link: '/pricing/',
    alt: 'Make it Featured: listed first, cashback if it sells',
  },
  {
    image: bannerSvg('#4338ca', '#7c3aed', 'Diwali deals', 'Phones, TVs and more near you'),
    link: '/amazon-deals/',
    alt: 'Diwali deals on phones, TVs and more near you',
  },
];
