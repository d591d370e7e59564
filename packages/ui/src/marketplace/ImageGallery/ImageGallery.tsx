import { fillTemplate } from '../../locale/text';
import { useText } from '../../locale/LocaleProvider';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { usePriorityImage } from '../priorityImages';
import {
  CloseButton,
  Counter,
  FullScreenBar,
  FullScreenButton,
  FullScreenContent,
  FullScreenCounter,
  FullScreenStage,
  FullScreenTitle,
  Hidden,
  MainImage,
  NavButton,
  Overlay,
  Placeholder,
  Root,
  Stage,
  ThumbButton,
  Thumbs,
} from './ImageGallery.styles';
import { marketplaceStrings } from '../strings';
import { defaultImageGalleryText, type ImageGalleryText } from './imageGalleryText';

export interface GalleryImage {
  src: string;
  /** Intrinsic size, set on the `<img>` so the page does not shift while it loads. */
  width: number;
  height: number;
  /** A smaller rendition for the thumbnail strip; defaults to `src`. */
  thumbnail?: string;
  /** @default text.photoAlt ("{title}, photo N of M") */
  alt?: string;
}

export interface ImageGalleryProps {
  /** The ad's photos in order: `src`, intrinsic `width` and `height`, and an optional thumbnail. */
  images: GalleryImage[];
  /** The ad title: names the gallery and builds default alt texts. */
  title: string;
  /** The photo shown first. @default 0 */
  defaultIndex?: number;
  /** Called with the index of the photo now shown. */
  onIndexChange?: (index: number) => void;
  /** The gallery's words; a translated catalogue replaces them. @default defaultImageGalleryText */
  text?: Partial<ImageGalleryText>;
}

/** A horizontal drag longer than this (px) counts as a swipe. */
const SWIPE_THRESHOLD = 40;

function altOf(text: ImageGalleryText, image: GalleryImage, title: string, index: number, count: number) {
  return image.alt ?? fillTemplate(text.photoAlt, { title, n: index + 1, count });
}

/**
 * The photos of an ad: one large image with previous/next buttons, pointer swipe and arrow keys,
 * a thumbnail strip, and a full-screen view in a dialog. With no images it shows a placeholder.
 */
export function ImageGallery({ images, title, defaultIndex = 0, onIndexChange, text: overrides }: ImageGalleryProps) {
  const text = useText(defaultImageGalleryText, overrides);
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultIndex, 0), Math.max(count - 1, 0)));
  const [fullScreen, setFullScreen] = useState(false);
  const swipeStart = useRef<{ id: number; x: number } | null>(null);
  const current = Math.min(index, Math.max(count - 1, 0));

  const go = (next: number) => {
    const clamped = Math.min(Math.max(next, 0), count - 1);
    if (clamped === current) return;
    setIndex(clamped);
    onIndexChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const swipe = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button')) return;
      swipeStart.current = { id: event.pointerId, x: event.clientX };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start || start.id !== event.pointerId) return;
      const dx = event.clientX - start.x;
      if (dx <= -SWIPE_THRESHOLD) go(current + 1);
      else if (dx >= SWIPE_THRESHOLD) go(current - 1);
    },
    onPointerCancel: () => {
      swipeStart.current = null;
    },
  };

  // The ad page's largest paint, fetched before every other image
  usePriorityImage(current === 0 && images[0] ? { src: images[0].src } : null);

  if (count === 0) {
    return (
      <Root aria-label={title}>
        <Placeholder role="img" aria-label={text.noImage}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 16-5-5-9 8" />
          </svg>
        </Placeholder>
      </Root>
    );
  }

  const image = images[current]!;
  const position = `${current + 1} / ${count}`;
  const navButtons = count > 1 && (
    <>
      <NavButton
        type="button"
        data-side="prev"
        aria-label={text.previous}
        disabled={current === 0}
        onClick={() => go(current - 1)}
      >
        <span aria-hidden="true">‹</span>
      </NavButton>
      <NavButton
        type="button"
        data-side="next"
        aria-label={text.next}
        disabled={current === count - 1}
        onClick={() => go(current + 1)}
      >
        <span aria-hidden="true">›</span>
      </NavButton>
    </>
  );

  return (
    <Root aria-label={title} aria-roledescription={marketplaceStrings.carousel}>
      <Dialog.Root open={fullScreen} onOpenChange={setFullScreen}>
        {/* A focusable group so the arrow keys work without first tabbing to a button. */}
        <Stage
          role="group"
          aria-roledescription={marketplaceStrings.slide}
          aria-label={`${current + 1} of ${count}`}
          tabIndex={0}
          data-index={current}
          onKeyDown={onKeyDown}
          {...swipe}
        >
          <MainImage
            src={image.src}
            alt={altOf(text, image, title, current, count)}
            width={image.width}
            height={image.height}
            decoding="async"
            // the ad page's largest paint: fetched before every other image
            fetchPriority={current === 0 ? 'high' : undefined}
            draggable={false}
          />
          {navButtons}
          <Counter aria-hidden="true">{position}</Counter>
          <Dialog.Trigger asChild>
            <FullScreenButton type="button">{text.fullScreen}</FullScreenButton>
          </Dialog.Trigger>
        </Stage>
        <Hidden aria-live="polite">{`Photo ${current + 1} of ${count}`}</Hidden>

        {count > 1 && (
          <Thumbs aria-label={text.thumbnails}>
            {images.map((thumb, i) => (
              <li key={`${thumb.src}-${i}`}>
                <ThumbButton type="button" aria-current={i === current} onClick={() => go(i)}>
                  <img
                    src={thumb.thumbnail ?? thumb.src}
                    alt={altOf(text, thumb, title, i, count)}
                    width={thumb.width}
                    height={thumb.height}
                    loading="lazy"
                    decoding="async"
                  />
                </ThumbButton>
              </li>
            ))}
          </Thumbs>
        )}

        <Dialog.Portal>
          <Dialog.Overlay asChild>
            <Overlay />
          </Dialog.Overlay>
          <Dialog.Content asChild aria-describedby={undefined} onKeyDown={onKeyDown}>
            <FullScreenContent>
              <FullScreenBar>
                <Dialog.Title asChild>
                  <FullScreenTitle>{title}</FullScreenTitle>
                </Dialog.Title>
                <FullScreenCounter aria-hidden="true">{position}</FullScreenCounter>
                <Dialog.Close asChild>
                  <CloseButton type="button">{text.close}</CloseButton>
                </Dialog.Close>
              </FullScreenBar>
              <FullScreenStage {...swipe}>
                <img
                  src={image.src}
                  alt={altOf(text, image, title, current, count)}
                  width={image.width}
                  height={image.height}
                />
                {navButtons}
              </FullScreenStage>
            </FullScreenContent>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Root>
  );
}
