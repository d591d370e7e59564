export { ImageGallery } from './ImageGallery';
export type { GalleryImage, ImageGalleryProps } from './ImageGallery';
export { defaultImageGalleryText } from './imageGalleryText';
export type { ImageGalleryText } from './imageGalleryText';
