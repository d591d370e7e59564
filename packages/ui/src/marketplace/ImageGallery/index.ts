export { ImageGallery, defaultGalleryLabels } from './ImageGallery';
export type { GalleryImage, ImageGalleryLabels, ImageGalleryProps } from './ImageGallery';
