import { defineText } from '../../locale/text';

/** BannerCarousel's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultBannerCarouselText = defineText('ui.bannerCarousel', {
  /** The carousel's name, read by screen readers with "carousel". */
  label: 'Offers',
  /** The button that shows the banner before. */
  previousSlide: 'Previous banner',
  /** The button that shows the banner after. */
  nextSlide: 'Next banner',
  /** A banner's place, read with "slide": `{n}` of `{count}`. */
  slideOf: '{n} of {count}',
  /** A dot under the banners: `{n}` is the banner it shows. */
  showBanner: 'Show banner {n}',
  /** The button that starts the banners rotating again. */
  playBanners: 'Play banners',
  /** The button that stops the banners rotating. */
  pauseBanners: 'Pause banners',
});

export type BannerCarouselText = { [K in keyof typeof defaultBannerCarouselText]: string };
