import { truncateGraphemes } from '../../primitives/Text/truncateGraphemes';
import { defineText, fillTemplate } from '../../locale/text';
import { usePostedTime } from '../clock/usePostedTime';
import type { Clock } from '../clock/clock';
import { formatPrice } from '../format/formatPrice';
import { Badge } from '../Badge';
import { usePriorityImage } from '../priorityImages';
import { marketplaceLimits, marketplaceStrings } from '../strings';
import {
  Area,
  Body,
  CardLink,
  FeaturedMark,
  Footer,
  Frame,
  Heart,
  Media,
  NoImage,
  Place,
  Posted,
  Price,
  Title,
} from './AdCard.styles';
import type { Ad } from './types';

/** The heart's words (only cards with a heart use them): `{title}` is the ad's. */
const adCardText = defineText('ui.adCard', {
  saveAd: 'Save to favourites: {title}',
  unsaveAd: 'Remove from favourites: {title}',
});

export interface AdCardProps {
  /** The ad: `id`, `title`, `price`, `thumbnail`, `featured`, `created_on`, `area` and `city` are shown. */
  ad: Ad;
  /** Overrides the clock from `ClockProvider` (e.g. a fixed clock in a story). */
  clock?: Clock;
  /** Where the card leads. @default `/view/{id}/` */
  href?: string;
  /** Heading level of the title inside the list. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Intrinsic size of the thumbnail (the API's card images are 320 wide, 4:3). @default 320 */
  imageWidth?: number;
  /** Intrinsic height of the thumbnail, with `imageWidth` its aspect ratio. @default 240 */
  imageHeight?: number;
  /** Load the thumbnail eagerly (the first row above the fold). @default false */
  eager?: boolean;
  /**
   * The thumbnail is likely the page's largest paint (the first cards of a results page): fetched
   * eagerly and before other images (`fetchpriority="high"`). @default false
   */
  priority?: boolean;
  /** Whether the ad is in the person's favourites (the heart is filled). */
  saved?: boolean;
  /** Shows the heart: called with the ad when it is pressed (save, or unsave when `saved`). */
  onToggleSaved?: (ad: Ad) => void;
}

function toIso(value: string | Date) {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function NoImageArt() {
  return (
    <svg width="40" height="32" viewBox="0 0 40 32" fill="none" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="38" height="30" rx="4" stroke="currentColor" strokeWidth="2" />
      <circle cx="13" cy="11" r="4" fill="currentColor" />
      <path d="M4 28l11-11 7 7 5-5 10 9" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One ad in a listing: thumbnail, price, title, place and a live "POSTED … ago". The whole card is
 * one link to the ad, named by its visible text (featured, price, title, place, time).
 */
export function AdCard({
  ad,
  clock,
  href,
  headingLevel = 3,
  imageWidth = 320,
  imageHeight = 240,
  eager = false,
  priority = false,
  saved = false,
  onToggleSaved,
}: AdCardProps) {
  const posted = usePostedTime(ad.created_on, clock);
  // Cut by what a reader sees as a character, so a Devanagari conjunct (क्षि) is never split.
  const area = ad.area ? truncateGraphemes(ad.area.trim(), marketplaceLimits.areaMaxChars, '').trim() : undefined;
  const city = ad.city?.trim();
  usePriorityImage(priority && ad.thumbnail ? { src: ad.thumbnail } : null);
  const card = (
    <CardLink href={href ?? `/view/${ad.id}/`} data-featured={ad.featured}>
      <Media>
        {ad.thumbnail ? (
          <img
            src={ad.thumbnail}
            alt=""
            width={imageWidth}
            height={imageHeight}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <NoImage data-no-image="">
            <NoImageArt />
            <span aria-hidden="true">{marketplaceStrings.noImage}</span>
          </NoImage>
        )}
        {ad.featured ? (
          <FeaturedMark>
            <Badge tone="featured">{marketplaceStrings.featured}</Badge>
          </FeaturedMark>
        ) : null}
      </Media>
      <Body>
        <Price>{formatPrice(ad.price)}</Price>
        <Title as={`h${headingLevel}`} translate="no">
          {ad.title}
        </Title>
        <Footer>
          <Place translate="no">
            {area ? <Area>{`${area},`}</Area> : null} {city}
          </Place>{' '}
          <Posted dateTime={toIso(ad.created_on)}>{posted}</Posted>
        </Footer>
      </Body>
    </CardLink>
  );
  if (!onToggleSaved) return card;
  return (
    <Frame>
      {card}
      <Heart
        type="button"
        aria-pressed={saved}
        aria-label={fillTemplate(saved ? adCardText.unsaveAd : adCardText.saveAd, { title: ad.title })}
        onClick={() => onToggleSaved(ad)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z"
            fill="currentColor"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </Heart>
    </Frame>
  );
}
