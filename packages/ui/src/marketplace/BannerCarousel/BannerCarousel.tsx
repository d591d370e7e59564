import { fillTemplate } from '../../locale/text';
import { useEffect, useState, useSyncExternalStore, type CSSProperties, type FocusEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { Link } from '../link';
import { usePriorityImage } from '../priorityImages';
import { useSaveData } from '../saveData';
import { marketplaceLimits, marketplaceStrings } from '../strings';
import { Arrow, Controls, Dot, PlayPause, Root, Slide } from './BannerCarousel.styles';
import { useText } from '../../locale/LocaleProvider';
import { defaultBannerCarouselText, type BannerCarouselText } from './bannerCarouselText';

export interface Banner {
  /** The banner at full width (1200 px). */
  image: string;
  /** The same banner 600 px wide, for narrow screens. */
  imageSmall?: string;
  /** A path on the site, or a full http(s) address (a customer's paid banner: marked sponsored). */
  link: string;
  /** What the banner says, for people who cannot see it. */
  alt: string;
}

export interface BannerCarouselProps {
  /** The banners in order, each an image and the link it opens. */
  banners: readonly Banner[];
  /** Rotation period. @default 20000 (spec: 20 s) */
  intervalMs?: number;
  /** Rotate by itself. @default true */
  autoPlay?: boolean;
  /** Overrides the `prefers-reduced-motion` media query (no auto-rotation when true). */
  reducedMotion?: boolean;
  /** Slide shown first. @default 0 */
  defaultIndex?: number;
  /** Intrinsic image size; sets the aspect ratio so nothing shifts while images load. */
  imageWidth?: number;
  /** Intrinsic image height, with `imageWidth` the aspect ratio. @default 300 */
  imageHeight?: number;
  /** The carousel's words (its name, the buttons' names); a translated catalogue replaces them. @default defaultBannerCarouselText */
  text?: Partial<BannerCarouselText>;
}

const query = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;

/**
 * Promo banners, one at a time, each an image link. Rotates every 20 s; pauses while hovered or
 * focused and with the pause button; never rotates by itself under prefers-reduced-motion, nor
 * when the visitor saves data (`useSaveData`), who then gets the small image only.
 */
export function BannerCarousel({
  banners,
  intervalMs = marketplaceLimits.bannerRotationMs,
  autoPlay = true,
  reducedMotion,
  defaultIndex = 0,
  imageWidth = 1200,
  imageHeight = 300,
  text: overrides,
}: BannerCarouselProps) {
  const text = useText(defaultBannerCarouselText, overrides);
  const count = banners.length;
  const [index, setIndex] = useState(defaultIndex);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const systemReduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => false);
  const reduced = reducedMotion ?? systemReduced;
  // Saving data: no rotation (each slide would fetch its image) and the small image only.
  const saveData = useSaveData();
  const canRotate = autoPlay && !reduced && !saveData && count > 1;
  const rotating = canRotate && !stopped && !hovered && !focused;
  const current = count === 0 ? 0 : ((index % count) + count) % count;
  const imageOf = (banner: Banner) =>
    saveData || !banner.imageSmall
      ? { src: saveData && banner.imageSmall ? banner.imageSmall : banner.image }
      : {
          src: banner.image,
          srcSet: `${banner.imageSmall} 600w, ${banner.image} 1200w`,
          sizes: '(max-width: 640px) 100vw, 1200px',
        };
  usePriorityImage(banners[0] ? imageOf(banners[0]) : null);

  useEffect(() => {
    if (!rotating) return;
    // Restarted on every slide change, so a manual move gets a full period too.
    const timer = setTimeout(() => setIndex((i) => i + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, intervalMs, current]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const style = { '--banner-ratio': `${imageWidth} / ${imageHeight}` } as CSSProperties;

  return (
    <Root
      aria-roledescription={marketplaceStrings.carousel}
      aria-label={text.label}
      style={style}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-rotating={rotating}
    >
      <div aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <Slide
            key={`${banner.link}-${i}`}
            role="group"
            aria-roledescription={marketplaceStrings.slide}
            aria-label={fillTemplate(text.slideOf, { n: i + 1, count })}
            hidden={i !== current}
          >
            <Link href={banner.link} rel={/^https?:/i.test(banner.link) ? 'sponsored noopener' : undefined}>
              <img
                {...imageOf(banner)}
                alt={banner.alt}
                translate="no"
                width={imageWidth}
                height={imageHeight}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            </Link>
          </Slide>
        ))}
      </div>
      {count > 1 ? (
        <>
          <Arrow type="button" data-side="prev" aria-label={text.previousSlide} onClick={() => go(current - 1)}>
            <ChevronLeftIcon />
          </Arrow>
          <Arrow type="button" data-side="next" aria-label={text.nextSlide} onClick={() => go(current + 1)}>
            <ChevronRightIcon />
          </Arrow>
          <Controls>
            {canRotate ? (
              <PlayPause
                type="button"
                aria-label={stopped ? text.playBanners : text.pauseBanners}
                onClick={() => setStopped((s) => !s)}
              >
                {stopped ? <PlayIcon /> : <PauseIcon />}
              </PlayPause>
            ) : null}
            {banners.map((banner, i) => (
              <Dot
                key={`${banner.link}-${i}`}
                type="button"
                aria-label={fillTemplate(text.showBanner, { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Controls>
        </>
      ) : null}
    </Root>
  );
}
