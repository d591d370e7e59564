export { PhotoList } from './PhotoList';
export type { Photo, PhotoListProps } from './PhotoList';
export { photoListText } from './photoListText';
export type { PhotoListText } from './photoListText';
