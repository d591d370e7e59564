export { BannerCarousel } from './BannerCarousel';
export type { Banner, BannerCarouselProps } from './BannerCarousel';
