import { defineText } from '../../locale/text';

/** ImageGallery's words, for a catalogue to translate; the `text` prop replaces any of them. */
export const defaultImageGalleryText = defineText('ui.imageGallery', {
  /** The button that shows the photo before. */
  previous: 'Previous photo',
  /** The button that shows the photo after. */
  next: 'Next photo',
  /** The button that opens the photos full screen. */
  fullScreen: 'View full screen',
  /** The button that closes the full-screen view. */
  close: 'Close',
  /** Stands in for the photos of an ad that has none. */
  noImage: 'No image available',
  /** Names the strip of small photos, one button each. */
  thumbnails: 'Choose a photo',
  /** A photo's description when the ad gives none: `{title}` is the ad's title, photo `{n}` of `{count}`. */
  photoAlt: '{title}, photo {n} of {count}',
});

export type ImageGalleryText = { [K in keyof typeof defaultImageGalleryText]: string };
