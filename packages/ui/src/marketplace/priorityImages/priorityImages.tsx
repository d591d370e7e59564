import { createContext, useContext, type ReactNode } from 'react';

/** An image a page shows as its largest: the file a preload should ask for first. */
export interface PriorityImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

const PriorityImagesContext = createContext<((image: PriorityImage) => void) | null>(null);

export interface PriorityImagesProviderProps {
  /**
   * Told, while the tree renders, of each image the kit fetches at high priority (an ad card marked
   * `priority`, the first banner, the gallery's first photo): a server render preloads them at the
   * top of the page's head.
   */
  onImage: (image: PriorityImage) => void;
  /** The tree whose images are collected. */
  children?: ReactNode;
}

/** Collects the kit's high-priority images for a server render. Without it, nothing is collected. */
export function PriorityImagesProvider({ onImage, children }: PriorityImagesProviderProps) {
  return <PriorityImagesContext.Provider value={onImage}>{children}</PriorityImagesContext.Provider>;
}

/** Called by a kit component as it renders its high-priority image (null when it has none). */
export function usePriorityImage(image: PriorityImage | null): void {
  const report = useContext(PriorityImagesContext);
  if (report && image) report(image);
}
