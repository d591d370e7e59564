export { BannerCarousel } from './BannerCarousel';
export type { Banner, BannerCarouselProps } from './BannerCarousel';
export { defaultBannerCarouselText } from './bannerCarouselText';
export type { BannerCarouselText } from './bannerCarouselText';
