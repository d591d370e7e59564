export { PriorityImagesProvider, usePriorityImage } from './priorityImages';
export type { PriorityImage, PriorityImagesProviderProps } from './priorityImages';
